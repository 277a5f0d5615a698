/**
 * Routes: one file per area under start/routes/. Imported in sequence (some route files
 * depend on modules with top-level await), so the catch-all 404 is always registered last.
 */
await import('./routes/storefront.js')
await import('./routes/catalog.js')
await import('./routes/news.js')
await import('./routes/suppliers.js')
await import('./routes/account.js')
await import('./routes/mobile_signature.js')
await import('./routes/user_dashboard.js')
await import('./routes/seller_dashboard.js')
await import('./routes/admin.js')
await import('./routes/product_images.js')
await import('./routes/gtin.js')
await import('./routes/admin_products.js')
await import('./routes/enquiries.js')
await import('./routes/seller_products.js')
await import('./routes/csrf.js')
await import('./routes/fallback.js')
