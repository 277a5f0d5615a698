import { useT } from '~/lib/i18n'

type UploadStatus = 'queued' | 'uploading' | 'processing' | 'failed'

/** One file on its way to the server (image manager's upload queue). `percent` is 0–100. */
export interface Upload {
  key: number
  file: File
  status: UploadStatus
  percent: number
  error?: string
  retryable?: boolean
}

/**
 * Per-file upload progress with the refusal message of a failed file, a retry button after a
 * network or server failure and a dismiss button. Renders nothing when the queue is empty.
 */
export default function UploadQueue({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: Upload[]
  onRetry: (key: number) => void
  onDismiss: (key: number) => void
}) {
  const t = useT()
  if (uploads.length === 0) return null
  return (
    <ul aria-label={t('product_images.upload.list')} className="space-y-2">
      {uploads.map((upload) => (
        <li key={upload.key} className="rounded-lg border border-line bg-white p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 flex-1 truncate font-medium">{upload.file.name}</span>
            <span className={upload.status === 'failed' ? 'text-danger' : 'text-muted'}>
              {upload.status === 'queued' && t('product_images.upload.queued')}
              {upload.status === 'uploading' &&
                t('product_images.upload.uploading', { percent: upload.percent })}
              {upload.status === 'processing' && t('product_images.upload.processing')}
            </span>
          </div>
          {upload.status !== 'failed' && (
            <progress
              className="mt-2 h-2 w-full"
              max={100}
              value={upload.status === 'queued' ? 0 : upload.percent}
              aria-label={upload.file.name}
            />
          )}
          {upload.status === 'failed' && (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p role="alert" className="field-error mt-0">
                {upload.error}
              </p>
              <div className="flex gap-1">
                {upload.retryable && (
                  <button
                    type="button"
                    className="btn-ghost px-2 py-1 text-xs"
                    aria-label={t('product_images.upload.retry_label', { name: upload.file.name })}
                    onClick={() => onRetry(upload.key)}
                  >
                    {t('product_images.upload.retry')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn-ghost px-2 py-1 text-xs"
                  aria-label={t('product_images.upload.dismiss_label', { name: upload.file.name })}
                  onClick={() => onDismiss(upload.key)}
                >
                  {t('product_images.upload.dismiss')}
                </button>
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
