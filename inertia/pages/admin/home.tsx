import { Link } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import { useShared, useT } from '~/lib/i18n'

interface AdminHomeProps {
  overview: {
    pendingComments: number
    pendingProducts: number
    messagesLastWeek: number
    buyers: number
    sellers: number
    disabledAccounts: number
  }
  links: {
    pendingComments: string
    messages: string
    buyers: string
    sellers: string
    disabled: string
  }
}

/** Admin home: counts that need attention, each linking to its list. */
export default function AdminHome({ overview, links }: AdminHomeProps) {
  const t = useT()
  const { locale, nav } = useShared()
  const number = new Intl.NumberFormat(locale)
  const cards = [
    {
      key: 'pending',
      label: t('admin.home.pending_comments'),
      value: overview.pendingComments,
      href: links.pendingComments,
      alert: overview.pendingComments > 0,
    },
    ...(nav.admin_products
      ? [
          {
            key: 'products',
            label: t('admin_products.home.pending'),
            value: overview.pendingProducts,
            href: nav.admin_products,
            alert: overview.pendingProducts > 0,
          },
        ]
      : []),
    {
      key: 'messages',
      label: t('admin.home.messages_week'),
      value: overview.messagesLastWeek,
      href: links.messages,
      alert: false,
    },
    {
      key: 'buyers',
      label: t('admin.home.buyers'),
      value: overview.buyers,
      href: links.buyers,
      alert: false,
    },
    {
      key: 'sellers',
      label: t('admin.home.sellers'),
      value: overview.sellers,
      href: links.sellers,
      alert: false,
    },
    {
      key: 'disabled',
      label: t('admin.home.disabled'),
      value: overview.disabledAccounts,
      href: links.disabled,
      alert: false,
    },
  ]
  return (
    <AdminLayout title={t('admin.home.title')}>
      <p className="mb-6 text-muted">{t('admin.home.intro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              href={card.href}
              data-testid={`admin-count-${card.key}`}
              className={`flex h-full flex-col justify-between gap-3 rounded-[var(--radius-card)] border bg-white p-5 shadow-sm hover:border-brand-500 ${
                card.alert ? 'border-accent-500' : 'border-line'
              }`}
            >
              <span className="text-sm font-medium text-muted">{card.label}</span>
              <span className="flex items-end justify-between gap-2">
                <span
                  className={`text-3xl font-extrabold ${card.alert ? 'text-accent-600' : 'text-brand-900'}`}
                >
                  {number.format(card.value)}
                </span>
                <span className="text-sm font-semibold text-brand-700">
                  {t('admin.home.open')} →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  )
}
