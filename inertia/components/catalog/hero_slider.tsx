import { useEffect, useState } from 'react'
import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { HomeSlide } from '#transformers/home_transformer'

/** One slide (app/transformers/home_transformer.ts). */
export type Slide = HomeSlide

/** Home sliders: rotates every 6 s, pausable, with dots; slides without a target show no button. */
export default function HeroSlider({ slides }: { slides: Slide[] }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused || slides.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), 6000)
    return () => clearInterval(timer)
  }, [paused, slides.length])
  if (slides.length === 0) return null
  const slide = slides[index]
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('ui.home.sliders')}
      className="container-page mt-6"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div
        className="relative overflow-hidden rounded-2xl px-6 py-12 text-white sm:px-12 sm:py-16"
        style={{ backgroundImage: `linear-gradient(120deg, ${slide.colorFrom}, ${slide.colorTo})` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        <h1 className="max-w-2xl text-2xl font-extrabold tracking-tight sm:text-4xl">
          {slide.title}
        </h1>
        <p className="mt-3 max-w-xl text-sm text-white/90 sm:text-lg">{slide.subtitle}</p>
        {slide.href && (
          <Link href={slide.href} className="btn mt-6 bg-white text-brand-900 hover:bg-brand-50">
            {slide.cta}
          </Link>
        )}
        {/* A 24 px button around each 10 px dot: WCAG 2.2's minimum target on a phone. */}
        <div className="absolute right-2 bottom-2 flex">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('ui.home.slide_n', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              className="grid h-6 w-6 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 rounded-full ${i === index ? 'bg-white' : 'bg-white/50'}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  )
}
