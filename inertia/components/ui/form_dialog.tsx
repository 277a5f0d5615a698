import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A modal form dialog (native `<dialog>`, opened on mount): a close button, the title, then the
 * form given as `children` — or, once `sent` holds the server's confirmation, that message with a
 * close button. `onClose` runs however it closes (the button, Escape). `id` prefixes the title's
 * id; `widthClass` sets its width.
 */
export default function FormDialog({
  id,
  title,
  closeLabel,
  sent,
  onClose,
  widthClass,
  testId,
  children,
}: {
  id: string
  title: string
  closeLabel: string
  sent: string | null
  onClose: () => void
  widthClass: string
  testId: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  const close = () => dialog.current?.close()
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className={`m-auto max-h-[94vh] ${widthClass} overflow-y-auto rounded-2xl p-0 backdrop:bg-black/50`}
      data-testid={testId}
    >
      <div className="relative p-5 sm:p-6">
        <button
          type="button"
          onClick={close}
          className="btn-ghost absolute top-2 right-2"
          aria-label={closeLabel}
        >
          ✕
        </button>
        <h2 id={`${id}-title`} className="pr-8 text-lg font-bold break-words">
          {title}
        </h2>
        {sent ? (
          <div className="mt-4 space-y-4">
            <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-success">
              {sent}
            </p>
            {/* The form (and the focused submit button) is gone: focus its replacement. */}
            <button type="button" className="btn-primary" onClick={close} autoFocus>
              {closeLabel}
            </button>
          </div>
        ) : (
          children
        )}
      </div>
    </dialog>
  )
}
