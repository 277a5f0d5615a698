import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'account/address_form': ExtractProps<(typeof import('../../inertia/pages/account/address_form.tsx'))['default']>
    'account/address_show': ExtractProps<(typeof import('../../inertia/pages/account/address_show.tsx'))['default']>
    'account/addresses': ExtractProps<(typeof import('../../inertia/pages/account/addresses.tsx'))['default']>
    'account/dashboard': ExtractProps<(typeof import('../../inertia/pages/account/dashboard.tsx'))['default']>
    'account/order_show': ExtractProps<(typeof import('../../inertia/pages/account/order_show.tsx'))['default']>
    'account/orders': ExtractProps<(typeof import('../../inertia/pages/account/orders.tsx'))['default']>
    'account/rfqs': ExtractProps<(typeof import('../../inertia/pages/account/rfqs.tsx'))['default']>
    'account/user_info': ExtractProps<(typeof import('../../inertia/pages/account/user_info.tsx'))['default']>
    'admin/comments': ExtractProps<(typeof import('../../inertia/pages/admin/comments.tsx'))['default']>
    'admin/documents': ExtractProps<(typeof import('../../inertia/pages/admin/documents.tsx'))['default']>
    'admin/home': ExtractProps<(typeof import('../../inertia/pages/admin/home.tsx'))['default']>
    'admin/messages': ExtractProps<(typeof import('../../inertia/pages/admin/messages.tsx'))['default']>
    'admin/product_review': ExtractProps<(typeof import('../../inertia/pages/admin/product_review.tsx'))['default']>
    'admin/products': ExtractProps<(typeof import('../../inertia/pages/admin/products.tsx'))['default']>
    'admin/rfq': ExtractProps<(typeof import('../../inertia/pages/admin/rfq.tsx'))['default']>
    'admin/rfqs': ExtractProps<(typeof import('../../inertia/pages/admin/rfqs.tsx'))['default']>
    'admin/users': ExtractProps<(typeof import('../../inertia/pages/admin/users.tsx'))['default']>
    'auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/auth/forgot_password.tsx'))['default']>
    'auth/login': ExtractProps<(typeof import('../../inertia/pages/auth/login.tsx'))['default']>
    'auth/mobile_signature': ExtractProps<(typeof import('../../inertia/pages/auth/mobile_signature.tsx'))['default']>
    'auth/register': ExtractProps<(typeof import('../../inertia/pages/auth/register.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'invoices/invoice': ExtractProps<(typeof import('../../inertia/pages/invoices/invoice.tsx'))['default']>
    'invoices/proforma': ExtractProps<(typeof import('../../inertia/pages/invoices/proforma.tsx'))['default']>
    'invoices/unavailable': ExtractProps<(typeof import('../../inertia/pages/invoices/unavailable.tsx'))['default']>
    'payments/test_gateway': ExtractProps<(typeof import('../../inertia/pages/payments/test_gateway.tsx'))['default']>
    'rfqs/confirm': ExtractProps<(typeof import('../../inertia/pages/rfqs/confirm.tsx'))['default']>
    'rfqs/show': ExtractProps<(typeof import('../../inertia/pages/rfqs/show.tsx'))['default']>
    'seller/dashboard': ExtractProps<(typeof import('../../inertia/pages/seller/dashboard.tsx'))['default']>
    'seller/documents': ExtractProps<(typeof import('../../inertia/pages/seller/documents.tsx'))['default']>
    'seller/enquiries/index': ExtractProps<(typeof import('../../inertia/pages/seller/enquiries/index.tsx'))['default']>
    'seller/enquiries/show': ExtractProps<(typeof import('../../inertia/pages/seller/enquiries/show.tsx'))['default']>
    'seller/orders/index': ExtractProps<(typeof import('../../inertia/pages/seller/orders/index.tsx'))['default']>
    'seller/orders/show': ExtractProps<(typeof import('../../inertia/pages/seller/orders/show.tsx'))['default']>
    'seller/products/edit': ExtractProps<(typeof import('../../inertia/pages/seller/products/edit.tsx'))['default']>
    'seller/products/index': ExtractProps<(typeof import('../../inertia/pages/seller/products/index.tsx'))['default']>
    'seller/profile': ExtractProps<(typeof import('../../inertia/pages/seller/profile.tsx'))['default']>
    'seller/rfqs/index': ExtractProps<(typeof import('../../inertia/pages/seller/rfqs/index.tsx'))['default']>
    'seller/rfqs/show': ExtractProps<(typeof import('../../inertia/pages/seller/rfqs/show.tsx'))['default']>
    'seller/terms': ExtractProps<(typeof import('../../inertia/pages/seller/terms.tsx'))['default']>
    'storefront/cart': ExtractProps<(typeof import('../../inertia/pages/storefront/cart.tsx'))['default']>
    'storefront/catalog': ExtractProps<(typeof import('../../inertia/pages/storefront/catalog.tsx'))['default']>
    'storefront/checkout': ExtractProps<(typeof import('../../inertia/pages/storefront/checkout.tsx'))['default']>
    'storefront/contact': ExtractProps<(typeof import('../../inertia/pages/storefront/contact.tsx'))['default']>
    'storefront/export_declaration': ExtractProps<(typeof import('../../inertia/pages/storefront/export_declaration.tsx'))['default']>
    'storefront/faq': ExtractProps<(typeof import('../../inertia/pages/storefront/faq.tsx'))['default']>
    'storefront/home': ExtractProps<(typeof import('../../inertia/pages/storefront/home.tsx'))['default']>
    'storefront/news_index': ExtractProps<(typeof import('../../inertia/pages/storefront/news_index.tsx'))['default']>
    'storefront/news_show': ExtractProps<(typeof import('../../inertia/pages/storefront/news_show.tsx'))['default']>
    'storefront/order_confirmation': ExtractProps<(typeof import('../../inertia/pages/storefront/order_confirmation.tsx'))['default']>
    'storefront/order_failed': ExtractProps<(typeof import('../../inertia/pages/storefront/order_failed.tsx'))['default']>
    'storefront/product': ExtractProps<(typeof import('../../inertia/pages/storefront/product.tsx'))['default']>
    'storefront/regions': ExtractProps<(typeof import('../../inertia/pages/storefront/regions.tsx'))['default']>
    'storefront/static_page': ExtractProps<(typeof import('../../inertia/pages/storefront/static_page.tsx'))['default']>
    'storefront/supplier': ExtractProps<(typeof import('../../inertia/pages/storefront/supplier.tsx'))['default']>
    'storefront/suppliers': ExtractProps<(typeof import('../../inertia/pages/storefront/suppliers.tsx'))['default']>
    'storefront/track_delivery': ExtractProps<(typeof import('../../inertia/pages/storefront/track_delivery.tsx'))['default']>
    'storefront/wishlist': ExtractProps<(typeof import('../../inertia/pages/storefront/wishlist.tsx'))['default']>
  }
}
