/**
 * Public read-only catalog API (issue 25, docs/api.md). Answered by the API fast path
 * (app/middleware/api_fast_path_middleware.ts) before the router middleware: no session,
 * shield or auth; CORS, rate limit and JSON errors are applied there.
 */
import router from '@adonisjs/core/services/router'
import { API_BASE_PATH } from '#services/api/api_http'

const ProductsController = () => import('#controllers/api/products_controller')
const SuppliersController = () => import('#controllers/api/suppliers_controller')
const ReferenceController = () => import('#controllers/api/reference_controller')

router
  .group(() => {
    router.get('/products', [ProductsController, 'index']).as('products')
    router.get('/products/:id', [ProductsController, 'show']).as('product')
    router.get('/categories', [ProductsController, 'categories']).as('categories')
    router.get('/suppliers', [SuppliersController, 'index']).as('suppliers')
    router.get('/suppliers/:id', [SuppliersController, 'show']).as('supplier')
    router.get('/openapi.json', [ReferenceController, 'openapi']).as('openapi')
    router.get('/docs', [ReferenceController, 'docs']).as('docs')
  })
  .prefix(API_BASE_PATH)
  .as('api')
