import type { ReactNode } from 'react'
import { Head, Link, usePage } from '@inertiajs/react'

export interface DashboardLink {
  href: string
  label: string
}

interface DashboardLayoutProps {
  /** Page heading and document title ("Title - Karvan"). */
  title: string
  /** Heading of the side navigation (e.g. the account or company name). */
  heading: string
  links: DashboardLink[]
  /** Optional actions shown to the right of the page heading. */
  actions?: ReactNode
  children: ReactNode
}

/**
 * Two-column dashboard frame used by the customer, seller and admin areas: side navigation
 * (current page marked with aria-current) and the page content. Stacks on narrow screens.
 */
export default function DashboardLayout({
  title,
  heading,
  links,
  actions,
  children,
}: DashboardLayoutProps) {
  const { url } = usePage()
  const current = url.split('?')[0]
  return (
    <section className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 lg:grid-cols-[240px_minmax(0,1fr)]">
      <Head title={title} />
      <nav
        aria-label={heading}
        className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm lg:self-start"
      >
        <p className="mb-3 truncate text-sm font-semibold text-brand-900">{heading}</p>
        <ul className="flex flex-row flex-wrap gap-1 lg:flex-col">
          {links.map((link) => {
            const active = current === link.href
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded px-3 py-2 text-sm font-medium ${
                    active
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-muted hover:bg-brand-50 hover:text-brand-700'
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </section>
  )
}
