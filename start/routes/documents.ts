/**
 * Export documents (issue 25): the seller's documents pack (`/satici-paneli/senedler`: list, add,
 * edit, delete — multipart bodies read by the controller, see app/services/trust/document_upload.ts),
 * the admin list with hide/unhide (`/admin/senedler`), and the public file of a document under the
 * supplier pages (`/istehsalci-haqqinda/documents/:id/file`), served as an attachment for PDFs.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'
import { LOCALES, PAGES, routeName } from '#lib/route_table'

const SellerDocumentsController = () => import('#controllers/seller/documents_controller')
const AdminDocumentsController = () => import('#controllers/admin/documents_controller')
const DocumentFilesController = () => import('#controllers/storefront/document_files_controller')

const ID = /^\d{1,9}$/
const seller = () => middleware.auth({ as: 'seller' })

localized('seller_documents', (path, _locale, name) => {
  router.get(path, [SellerDocumentsController, 'index']).as(name).use(seller())
  router.post(path, [SellerDocumentsController, 'store']).as(`${name}.store`).use(seller())
  router
    .post(`${path}/:id`, [SellerDocumentsController, 'update'])
    .where('id', ID)
    .as(`${name}.update`)
    .use(seller())
  router
    .delete(`${path}/:id`, [SellerDocumentsController, 'destroy'])
    .where('id', ID)
    .as(`${name}.destroy`)
    .use(seller())
})

router
  .group(() => {
    localized('admin_documents', (path, _locale, name) => {
      router.get(path, [AdminDocumentsController, 'index']).as(name)
      router
        .post(`${path}/:id/hide`, [AdminDocumentsController, 'hide'])
        .where('id', ID)
        .as(`${name}.hide`)
      router
        .post(`${path}/:id/unhide`, [AdminDocumentsController, 'unhide'])
        .where('id', ID)
        .as(`${name}.unhide`)
    })
  })
  .use(middleware.auth({ as: 'admin' }))

for (const locale of LOCALES) {
  router
    .get(`${PAGES.supplier_info[locale]}/documents/:id/file`, [DocumentFilesController, 'show'])
    .where('id', ID)
    .as(`${routeName('supplier_info', locale)}.document_file`)
}
