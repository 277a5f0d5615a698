import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { shouldIntercept } from '@inertiajs/core'
import { router } from '@inertiajs/react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * A link to a GET page for long lists (product cards): the same `<a … href>` as Inertia's
 * `Link` and the same client-side visit on a plain left click (modifier keys, other buttons
 * and `target` keep the browser's behaviour), without `Link`'s per-instance work (a dozen hooks
 * and a query-string merge). A category page renders 24 cards on every micro-cache miss and
 * `Link` was a sixth of that render. No data, method, prefetch or visit options: use `Link`.
 */
export default function ListLink({ href, onClick, ...props }: Props) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (shouldIntercept(event)) {
          event.preventDefault()
          router.visit(href)
        }
      }}
    />
  )
}
