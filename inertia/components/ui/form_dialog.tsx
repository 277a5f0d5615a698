import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A modal form dialog (native `<dialog>`, opened on mount, so the page behind is inert and focus
 * stays inside): a close button, the title, then the form given as `children`. Once the server
 * has accepted the form, it closes the dialog with `closeDialogOf` (the browser then hands focus
 * back to the control that opened it). `onClose` runs however it closes (that, the ✕ button,
 * Escape). `id` prefixes the title's id; `widthClass` sets its width.
 */
export default function FormDialog({
  id,
  title,
  closeLabel,
  onClose,
  widthClass,
  testId,
  children,
}: {
  id: string
  title: string
  closeLabel: string
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
        {children}
      </div>
    </dialog>
  )
}

/** Closes the `<dialog>` that holds `element` (a form inside a FormDialog); nothing outside one. */
export function closeDialogOf(element: Element) {
  element.closest('dialog')?.close()
}
