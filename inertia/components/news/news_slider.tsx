import { useRef } from 'react'
import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { HomeContent } from '#transformers/home_transformer'

type HomeNews = HomeContent['news'][number]

/**
 * Home news block as a slider (SPEC §2 Home "news slider"; issue 26): one row of cards that
 * scrolls sideways (touch, trackpad, arrow keys on the focused row) with "Previous" and "Next"
 * buttons that move by one card and wrap around at the ends. It never moves by itself, so there
 * is nothing to pause; smooth scrolling only when the visitor's system allows motion.
 */
export default function NewsSlider({ news, headingId }: { news: HomeNews[]; headingId: string }) {
  const t = useT()
  const track = useRef<HTMLUListElement>(null)
  const trackId = `${headingId}-track`

  /** Scrolls one card forwards (1) or backwards (−1); past the last card back to the first. */
  function move(direction: 1 | -1) {
    const row = track.current
    if (!row) return
    const card = row.querySelector('li')
    const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0
    const step = (card?.getBoundingClientRect().width ?? row.clientWidth) + gap
    const max = row.scrollWidth - row.clientWidth
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto'
    if (direction === 1 && row.scrollLeft >= max - 1) row.scrollTo({ left: 0, behavior })
    else if (direction === -1 && row.scrollLeft <= 1) row.scrollTo({ left: max, behavior })
    else row.scrollBy({ left: direction * step, behavior })
  }

  if (news.length === 0) return null
  return (
    <div role="group" aria-roledescription={t('ui.home.news_carousel')} aria-labelledby={headingId}>
      <div className="mb-3 flex justify-end gap-2">
        <button
          type="button"
          className="btn-ghost h-10 w-10 border border-line p-0"
          aria-controls={trackId}
          aria-label={t('ui.home.news_previous')}
          onClick={() => move(-1)}
          data-testid="news-previous"
        >
          <Chevron direction="previous" />
        </button>
        <button
          type="button"
          className="btn-ghost h-10 w-10 border border-line p-0"
          aria-controls={trackId}
          aria-label={t('ui.home.news_next')}
          onClick={() => move(1)}
          data-testid="news-next"
        >
          <Chevron direction="next" />
        </button>
      </div>
      <ul
        ref={track}
        id={trackId}
        // Focusable, so the arrow keys scroll the row too.
        tabIndex={0}
        aria-label={t('ui.home.news')}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2"
        data-testid="news-track"
      >
        {news.map((n) => {
          const content = (
            <>
              <div
                className="h-28 rounded-t-[var(--radius-card)]"
                style={{ background: n.color ?? '#3f6b8f' }}
                aria-hidden="true"
              />
              <div className="p-4">
                <p className="text-xs text-muted">{n.date}</p>
                <h3 className="mt-1 line-clamp-2 font-semibold">{n.title}</h3>
                <p className="mt-1 line-clamp-3 text-sm text-muted">{n.summary}</p>
              </div>
            </>
          )
          return (
            <li
              key={n.id}
              className="w-[min(18rem,80vw)] shrink-0 snap-start rounded-[var(--radius-card)] border border-line bg-white"
              data-testid="news-item"
            >
              {n.href ? <Link href={n.href}>{content}</Link> : content}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The arrow of a slider button (drawn, so no font needs the glyph). */
function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mx-auto h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={direction === 'previous' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  )
}
