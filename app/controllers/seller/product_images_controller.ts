import type { HttpContext } from '@adonisjs/core/http'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { urlTo } from '#services/urls'
import { logSecurityEvent } from '#services/auth/security_log'
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_COUNT,
  PRODUCT_IMAGE_MAX_PIXELS,
  ProductImageError,
  addProductImage,
  findCompanyProduct,
  listProductImages,
  readSingleFile,
  removeProductImage,
  reorderProductImages,
  setMainProductImage,
  type ProductImageRefusal,
  type ProductImageRow,
} from '#services/images/product_images'
import { toProductImageData } from '#transformers/product_image_transformer'
import {
  productImageParamsValidator,
  reorderProductImagesValidator,
} from '#validators/product_image'
import { backWithErrors } from './form_feedback.js'

type Done = 'uploaded' | 'main' | 'reordered' | 'removed'

/**
 * Images of a seller's product (issue 5; SPEC §5 image sizes; DESIGN §6 uploads): upload one file
 * per request, choose the main image, reorder, remove. Only the product's own company may touch
 * them (404 and a logged denial otherwise). Inertia requests get a 303 back to the edit page with
 * messages under `images`; `Accept: application/json` gets `{ images, message }` or `{ error, images }`
 * (422; 404 when not found), so the uploader can report per file.
 */
export default class ProductImagesController {
  /** The only route here that reads a multipart body (field `image`; other fields are ignored). */
  async store(ctx: HttpContext) {
    const target = await ownedTarget(ctx)
    if (!target) {
      if (ctx.request.request.readable) ctx.request.request.resume()
      return notFound(ctx)
    }
    const upload = await readSingleFile(ctx.request.request, 'image', PRODUCT_IMAGE_MAX_BYTES)
    if (upload.status !== 'ok') return refuse(ctx, target.productId, upload.status)
    return run(ctx, target.productId, 'uploaded', () =>
      addProductImage(target.productId, upload.bytes)
    )
  }

  async main(ctx: HttpContext) {
    const target = await ownedTarget(ctx)
    if (!target?.imageId) return notFound(ctx)
    return run(ctx, target.productId, 'main', () =>
      setMainProductImage(target.productId, target.imageId!)
    )
  }

  async reorder(ctx: HttpContext) {
    const target = await ownedTarget(ctx)
    if (!target) return notFound(ctx)
    const [error, input] = await reorderProductImagesValidator.tryValidate(ctx.request.all())
    if (error || !input) return refuse(ctx, target.productId, 'bad_order')
    return run(ctx, target.productId, 'reordered', () =>
      reorderProductImages(target.productId, input.ids)
    )
  }

  async destroy(ctx: HttpContext) {
    const target = await ownedTarget(ctx)
    if (!target?.imageId) return notFound(ctx)
    return run(ctx, target.productId, 'removed', () =>
      removeProductImage(target.productId, target.imageId!)
    )
  }
}

/**
 * The route's product (and image id, when the route has one) if the product belongs to the
 * signed-in seller's company; otherwise null and the denial is logged.
 */
async function ownedTarget(
  ctx: HttpContext
): Promise<{ productId: number; imageId?: number } | null> {
  const [, params] = await productImageParamsValidator.tryValidate(ctx.params)
  const validImage = ctx.params.imageId === undefined || params?.imageId !== undefined
  const product =
    params && validImage
      ? await findCompanyProduct(params.id, ctx.auth.getUserOrFail().companyId)
      : null
  if (!product || !params) {
    await deny(ctx)
    return null
  }
  return { productId: product.id, imageId: params.imageId }
}

function deny(ctx: HttpContext) {
  const user = ctx.auth.getUserOrFail()
  return logSecurityEvent(ctx, 'authz_denied', {
    user,
    detail: `${ctx.request.method()} ${ctx.request.url()}`,
  })
}

/** Whether the client asked for JSON (the uploader) rather than an Inertia visit or a plain form post. */
function wantsJson({ request }: HttpContext) {
  return !request.header('x-inertia') && request.accepts(['html', 'json']) === 'json'
}

function notFound(ctx: HttpContext) {
  if (wantsJson(ctx)) return ctx.response.status(404).json({ error: message(ctx, 'not_found') })
  return new NotFoundController().show(ctx)
}

/** Runs an image operation and answers with the new list, or with the refusal's message. */
async function run(
  ctx: HttpContext,
  productId: number,
  done: Done,
  operation: () => Promise<ProductImageRow[]>
) {
  let images: ProductImageRow[]
  try {
    images = await operation()
  } catch (error) {
    if (error instanceof ProductImageError) return refuse(ctx, productId, error.code)
    throw error
  }
  const text = ctx.i18n.t(`product_images.saved.${done}`)
  if (wantsJson(ctx))
    return ctx.response
      .status(done === 'uploaded' ? 201 : 200)
      .json({ images: images.map(toProductImageData), message: text })
  ctx.session.flash('success', text)
  return ctx.response.redirect().status(303).toPath(editPath(ctx, productId))
}

/** Answers a refused operation; an image that is not the product's is a logged 404 like a foreign product. */
async function refuse(ctx: HttpContext, productId: number, code: ProductImageRefusal) {
  if (code === 'not_found') {
    await deny(ctx)
    return notFound(ctx)
  }
  const text = message(ctx, code)
  if (wantsJson(ctx)) {
    const listed = await listProductImages(productId)
    const images = listed.map(toProductImageData)
    return ctx.response.status(422).json({ error: text, images })
  }
  return backWithErrors(ctx, editPath(ctx, productId), { images: text })
}

/** The localized message of a refusal, with its limits filled in. */
function message({ i18n }: HttpContext, code: ProductImageRefusal) {
  return i18n.t(`product_images.errors.${code}`, {
    mb: PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024),
    max: PRODUCT_IMAGE_MAX_COUNT,
    mp: PRODUCT_IMAGE_MAX_PIXELS / 1_000_000,
  })
}

/** The product's edit page in the request's language (where the image manager lives). */
function editPath({ locale }: HttpContext, productId: number) {
  return urlTo('seller_products.edit', locale, { id: productId })
}
