import { useState } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/**
 * "Load more" (SPEC §2 shell): a partial Inertia visit to the next page's URL asking only for
 * `only`; the list prop is a server merge prop, so the new items are appended and the URL
 * (`?page=N`) stays shareable. It is a real link to that page, so crawlers and no-JS visitors
 * reach it too.
 */
export default function LoadMore({ nextUrl, only }: { nextUrl: string | null; only: string[] }) {
  const t = useT()
  const [loading, setLoading] = useState(false)
  if (!nextUrl) return null
  return (
    <div className="mt-8 flex justify-center">
      <a
        href={nextUrl}
        rel="next"
        aria-busy={loading}
        className="btn-primary min-w-48"
        data-testid="load-more"
        onClick={(event) => {
          event.preventDefault()
          if (loading) return
          router.get(
            nextUrl,
            {},
            {
              only,
              preserveScroll: true,
              preserveState: true,
              onStart: () => setLoading(true),
              onFinish: () => setLoading(false),
            }
          )
        }}
      >
        {loading ? t('ui.loading') : t('suppliers.load_more')}
      </a>
    </div>
  )
}
