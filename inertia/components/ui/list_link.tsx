import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { shouldIntercept } from '@inertiajs/core'
import { router } from '@inertiajs/react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * A plain link to a GET page: the same `<a … href>` as Inertia's `Link` and the same client-side
 * visit on a plain left click (modifier keys, other buttons and `target` keep the browser's
 * behaviour), without `Link`'s per-instance work (a dozen hooks and a query-string merge through
 * `URL`). Every server render of a storefront page (a micro-cache miss: crawlers, first visits)
 * pays for each link: product cards, header, footer, language switcher, breadcrumbs and
 * pagination use this one; `Link` was a sixth of a category render, then ~6 % of a worker's CPU.
 * No data, method, prefetch or visit options: use `Link` for those.
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
