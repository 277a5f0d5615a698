import { useEffect, useEffectEvent, useRef, useState, type DragEvent } from 'react'
import FormAlert from '~/components/ui/form_alert'
import { useShared, useT } from '~/lib/i18n'
import { routeUrl } from '~/lib/routes'
import { useSyncedState } from '~/lib/synced_state'
import {
  PRODUCT_IMAGE_LIMITS,
  type ProductImageData,
  type ProductImagesAnswer,
} from './image_types'
import UploadQueue, { type Upload } from './upload_queue'

export interface ImageManagerProps {
  productId: number
  images: ProductImageData[]
  /** POST target of one file (field `image`). */
  uploadUrl: string
  /** Reorder URL; "make main" and remove as route patterns with `:id` and `:imageId`. */
  imageUrls: { reorder: string; main: string; destroy: string }
  /** The product is published: image changes send it back to review (a note says so). */
  published?: boolean
  /** Told whether files are still queued, being sent or being processed (true), or not (false). */
  onUploadingChange?: (uploading: boolean) => void
}

const MAX_BYTES = PRODUCT_IMAGE_LIMITS.maxMegabytes * 1024 * 1024

/** Upload states of a file that is not on the product yet but will be unless it fails. */
const PENDING = new Set<Upload['status']>(['queued', 'uploading', 'processing'])

/** The XSRF cookie the server sets (shield), sent back as a header by script requests. */
function xsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)
  return match ? decodeURIComponent(match[1]) : undefined
}

function parseAnswer(text: string): ProductImagesAnswer {
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' ? (value as ProductImagesAnswer) : {}
  } catch {
    return {}
  }
}

/**
 * Producer's image manager (issue 5; SPEC §5 product images 800×1000): the product's images in
 * order with move up/down (no dragging needed), "make main" and remove with a confirmation; a
 * multi-file picker and drop zone that uploads files one at a time with per-file progress, a
 * message for each refused file and a retry button after a network failure. Talks JSON to the
 * image routes, so unsaved fields of the surrounding form are never touched.
 */
export default function ImageManager({
  productId,
  images: initial,
  uploadUrl,
  imageUrls,
  published,
  onUploadingChange,
}: ImageManagerProps) {
  const t = useT()
  const { errors } = useShared()
  const [images, setImages] = useSyncedState(initial)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<string>()
  const [announcement, setAnnouncement] = useState('')
  const [confirming, setConfirming] = useState<number | null>(null)
  const [dragging, setDragging] = useState(false)
  const nextKey = useRef(1)
  /** The button to focus after the next render: the moved image's arrow, or "Remove" after a cancelled removal. */
  const focusAfter = useRef<{ id: number; action: 'up' | 'down' | 'remove' } | null>(null)
  const picker = useRef<HTMLInputElement>(null)
  const prefix = `product-${productId}-images`
  const { maxCount, maxMegabytes, width, height } = PRODUCT_IMAGE_LIMITS
  const full = images.length >= maxCount

  useEffect(() => {
    const target = focusAfter.current
    if (!target) return
    focusAfter.current = null
    if (target.action === 'remove') {
      document.getElementById(`${prefix}-${target.id}-remove`)?.focus()
      return
    }
    const wanted = document.getElementById(
      `${prefix}-${target.id}-${target.action}`
    ) as HTMLButtonElement | null
    const other = document.getElementById(
      `${prefix}-${target.id}-${target.action === 'up' ? 'down' : 'up'}`
    ) as HTMLButtonElement | null
    ;(wanted && !wanted.disabled ? wanted : other)?.focus()
  }, [images, prefix, confirming])

  /** Leaves the removal question without removing; focus goes back to the image's "Remove". */
  function cancelRemove(id: number) {
    focusAfter.current = { id, action: 'remove' }
    setConfirming(null)
  }

  const uploading = uploads.some((upload) => PENDING.has(upload.status))
  const reportUploading = useEffectEvent((now: boolean) => onUploadingChange?.(now))
  useEffect(() => reportUploading(uploading), [uploading])

  /** Starts the next queued file once nothing is being sent: one request per file, in order. */
  useEffect(() => {
    if (uploads.some((upload) => upload.status === 'uploading' || upload.status === 'processing'))
      return
    const next = uploads.find((upload) => upload.status === 'queued')
    if (!next) return
    if (images.length >= maxCount) {
      update(next.key, {
        status: 'failed',
        error: t('product_images.errors.too_many', { max: maxCount }),
        retryable: true,
      })
      return
    }
    send(next)
  })

  function update(key: number, changes: Partial<Upload>) {
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload))
    )
  }

  function finish(key: number) {
    setUploads((list) => list.filter((upload) => upload.key !== key))
  }

  function send(upload: Upload) {
    update(upload.key, { status: 'uploading', percent: 0, error: undefined })
    const request = new XMLHttpRequest()
    request.open('POST', uploadUrl)
    request.setRequestHeader('Accept', 'application/json')
    const token = xsrfToken()
    if (token) request.setRequestHeader('X-XSRF-TOKEN', token)
    request.timeout = 120_000
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        update(upload.key, { percent: Math.round((event.loaded / event.total) * 100) })
    }
    request.upload.onload = () => update(upload.key, { status: 'processing', percent: 100 })
    request.onload = () => {
      const answer = parseAnswer(request.responseText)
      if (answer.images) setImages(answer.images)
      if (request.status >= 200 && request.status < 300) {
        finish(upload.key)
        setAnnouncement(`${upload.file.name}: ${answer.message ?? t('product_images.upload.done')}`)
        return
      }
      update(upload.key, {
        status: 'failed',
        error: answer.error ?? t('product_images.errors.failed'),
        retryable:
          request.status >= 500 ||
          request.status === 429 ||
          request.status === 419 ||
          !answer.error,
      })
    }
    request.onerror =
      request.ontimeout =
      request.onabort =
        () =>
          update(upload.key, {
            status: 'failed',
            error: t('product_images.errors.network'),
            retryable: true,
          })
    const body = new FormData()
    body.append('image', upload.file, upload.file.name)
    request.send(body)
  }

  function addFiles(files: FileList | File[] | null) {
    if (!files?.length) return
    const added: Upload[] = Array.from(files).map((file) => {
      const key = nextKey.current++
      if (file.size === 0)
        return {
          key,
          file,
          status: 'failed',
          percent: 0,
          error: t('product_images.errors.missing'),
        }
      if (file.size > MAX_BYTES) {
        return {
          key,
          file,
          status: 'failed',
          percent: 0,
          error: t('product_images.errors.too_large', { mb: maxMegabytes }),
        }
      }
      return { key, file, status: 'queued', percent: 0 }
    })
    setUploads((list) => [...list, ...added])
  }

  function retry(key: number) {
    update(key, { status: 'queued', percent: 0, error: undefined, retryable: false })
  }

  async function call(method: 'POST' | 'DELETE', url: string, body?: unknown) {
    setBusy(true)
    setActionError(undefined)
    try {
      const headers: Record<string, string> = {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
      }
      const token = xsrfToken()
      if (token) headers['X-XSRF-TOKEN'] = token
      const response = await fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = parseAnswer(await response.text())
      if (answer.images) setImages(answer.images)
      if (response.ok) setAnnouncement(answer.message ?? '')
      else setActionError(answer.error ?? t('product_images.errors.failed'))
      return response.ok
    } catch {
      setActionError(t('product_images.errors.network'))
      return false
    } finally {
      setBusy(false)
    }
  }

  function move(image: ProductImageData, offset: -1 | 1) {
    const ids = images.map((item) => item.id)
    const from = ids.indexOf(image.id)
    const to = from + offset
    if (from < 0 || to < 0 || to >= ids.length) return
    ;[ids[from], ids[to]] = [ids[to], ids[from]]
    focusAfter.current = { id: image.id, action: offset < 0 ? 'up' : 'down' }
    void call('POST', imageUrls.reorder, { ids })
  }

  async function remove(image: ProductImageData) {
    const removed = await call(
      'DELETE',
      routeUrl(imageUrls.destroy, { id: productId, imageId: image.id })
    )
    if (removed) {
      setConfirming(null)
      picker.current?.focus()
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    if (!full) addFiles(event.dataTransfer.files)
  }

  return (
    <section aria-labelledby={`${prefix}-title`} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${prefix}-title`} className="text-lg font-bold">
          {t('product_images.title')}
        </h2>
        <p className="text-sm text-muted">
          {t('product_images.count', { count: images.length, max: maxCount })}
        </p>
      </div>
      <p id={`${prefix}-hint`} className="text-sm text-muted">
        {t('product_images.hint', { width, height, mb: maxMegabytes, max: maxCount })}
      </p>
      {published && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
          {t('product_images.review_note')}
        </p>
      )}
      <FormAlert message={actionError ?? errors?.images} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {images.length === 0 ? (
        <p className="text-sm text-muted">{t('product_images.empty')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => {
            const position = index + 1
            return (
              <li
                key={image.id}
                className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-sm"
              >
                <div className="relative">
                  <img
                    src={image.url}
                    width={image.width}
                    height={image.height}
                    alt={t('product_images.image_alt', { position })}
                    loading="lazy"
                    className="aspect-[4/5] w-full bg-brand-50 object-contain"
                  />
                  <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-ink">
                    {position}
                  </span>
                  {image.isMain && (
                    <span className="absolute top-2 right-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                      {t('product_images.main_badge')}
                    </span>
                  )}
                </div>
                {confirming === image.id ? (
                  <div
                    role="group"
                    aria-labelledby={`${prefix}-${image.id}-confirm`}
                    onKeyDown={(event) => event.key === 'Escape' && cancelRemove(image.id)}
                    className="space-y-2 p-2"
                  >
                    <p id={`${prefix}-${image.id}-confirm`} className="text-sm">
                      {t('product_images.actions.confirm_remove')}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className="btn bg-danger px-2 py-1 text-xs text-white disabled:opacity-60"
                        disabled={busy}
                        onClick={() => remove(image)}
                      >
                        {t('product_images.actions.confirm_yes')}
                      </button>
                      <button
                        type="button"
                        className="btn-ghost px-2 py-1 text-xs"
                        autoFocus
                        onClick={() => cancelRemove(image.id)}
                      >
                        {t('product_images.actions.cancel')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-1 p-2">
                    <button
                      id={`${prefix}-${image.id}-up`}
                      type="button"
                      className="btn-ghost px-2 py-1 text-xs"
                      disabled={busy || index === 0}
                      aria-label={t('product_images.actions.move_up_label', { position })}
                      onClick={() => move(image, -1)}
                    >
                      <span aria-hidden="true">↑</span> {t('product_images.actions.move_up')}
                    </button>
                    <button
                      id={`${prefix}-${image.id}-down`}
                      type="button"
                      className="btn-ghost px-2 py-1 text-xs"
                      disabled={busy || index === images.length - 1}
                      aria-label={t('product_images.actions.move_down_label', { position })}
                      onClick={() => move(image, 1)}
                    >
                      <span aria-hidden="true">↓</span> {t('product_images.actions.move_down')}
                    </button>
                    {!image.isMain && (
                      <button
                        type="button"
                        className="btn-ghost px-2 py-1 text-xs"
                        disabled={busy}
                        aria-label={t('product_images.actions.make_main_label', { position })}
                        onClick={() =>
                          call(
                            'POST',
                            routeUrl(imageUrls.main, { id: productId, imageId: image.id })
                          )
                        }
                      >
                        {t('product_images.actions.make_main')}
                      </button>
                    )}
                    <button
                      id={`${prefix}-${image.id}-remove`}
                      type="button"
                      className="btn-ghost px-2 py-1 text-xs text-danger"
                      disabled={busy}
                      aria-label={t('product_images.actions.remove_label', { position })}
                      onClick={() => setConfirming(image.id)}
                    >
                      {t('product_images.actions.remove')}
                    </button>
                  </div>
                )}
              </li>
            )
          })}
        </ol>
      )}

      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (!full) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-[var(--radius-card)] border-2 border-dashed p-5 text-center ${
          dragging ? 'border-brand-500 bg-brand-50' : 'border-line bg-white'
        }`}
      >
        {full ? (
          <p className="text-sm text-muted">{t('product_images.full', { max: maxCount })}</p>
        ) : (
          <>
            <input
              ref={picker}
              id={`${prefix}-picker`}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              className="peer sr-only"
              aria-describedby={`${prefix}-hint`}
              onChange={(event) => {
                addFiles(event.target.files)
                event.target.value = ''
              }}
            />
            <label
              htmlFor={`${prefix}-picker`}
              className="btn-primary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
            >
              <span className="sr-only">{t('product_images.picker.label')}: </span>
              {t('product_images.picker.choose')}
            </label>
            <p className="mt-2 text-sm text-muted">{t('product_images.picker.drop')}</p>
          </>
        )}
      </div>

      <UploadQueue uploads={uploads} onRetry={retry} onDismiss={finish} />
    </section>
  )
}
