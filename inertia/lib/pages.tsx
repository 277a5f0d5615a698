import type { ReactElement, ReactNode } from 'react'
import Shell from '~/layouts/shell'

type PageModule = {
  default: ((props: any) => ReactNode) & { layout?: (page: ReactElement) => ReactNode }
}

/** Resolves a page component by name and wraps it in the storefront shell unless it sets its own layout. */
export function resolvePage(name: string, pages: Record<string, unknown>): any {
  const entry = pages[`./pages/${name}.tsx`] as PageModule | (() => Promise<PageModule>) | undefined
  if (!entry) throw new Error(`Unknown page: ${name}`)
  const wrap = (module: PageModule) => {
    module.default.layout ??= (page: ReactElement) => <Shell>{page}</Shell>
    return module
  }
  return typeof entry === 'function' ? entry().then(wrap) : wrap(entry)
}

/** Title template: "Page name - Karvan" (SPEC §2). */
export function pageTitle(title: string) {
  return title ? `${title} - Karvan` : 'Karvan'
}
