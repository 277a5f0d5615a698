import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

interface FaqItem {
  id: number
  code: string
  question: string
  answer: string
}

/** FAQ accordion (SPEC §2): one answer open at a time, keyboard accessible. */
export default function Faq({ items }: { items: FaqItem[] }) {
  const t = useT()
  const [open, setOpen] = useState<number | null>(null)
  return (
    <section className="container-page max-w-3xl py-10">
      <Head title={t('ui.pages.faq')} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('ui.pages.faq')}</h1>
      <ul className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
        {items.map((item) => {
          const expanded = open === item.id
          return (
            <li key={item.id}>
              <h2>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-brand-50"
                  aria-expanded={expanded}
                  aria-controls={`faq-${item.id}`}
                  id={`faq-q-${item.id}`}
                  onClick={() => setOpen(expanded ? null : item.id)}
                >
                  <span>{item.question}</span>
                  <span aria-hidden="true" className="text-xl text-brand-600">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <div
                id={`faq-${item.id}`}
                role="region"
                aria-labelledby={`faq-q-${item.id}`}
                hidden={!expanded}
                className="px-5 pb-5 text-sm leading-6 text-muted"
              >
                {item.answer}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
