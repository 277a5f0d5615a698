import { Link } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import RecentOrders from '~/components/orders/recent_orders'
import type { OrderListItem } from '#transformers/order_transformer'
import type { ActivityEntry } from '#transformers/account_dashboard_transformer'
import { useShared, useT } from '~/lib/i18n'
import { formatDate } from '#shared/dates'

interface DashboardProps {
  profile: { firstName: string; fullName: string; email: string; avatar: string | null }
  activity: ActivityEntry[]
  addressCount: number
  /** Latest orders (app/transformers/order_transformer.ts) and how many there are in all. */
  recentOrders: OrderListItem[]
  orderCount: number
}

const WARNING_EVENTS = new Set(['sign_in_failed', 'sign_in_throttled'])

/** Sign-in times in Bakı time as the server writes them (browsers lack az date names). */
const SIGN_IN_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const

/** Customer dashboard home (SPEC §2): greeting, recent orders, recent sign-in activity, address count and links. */
export default function Dashboard({
  profile,
  activity,
  addressCount,
  recentOrders,
  orderCount,
}: DashboardProps) {
  const t = useT()
  const { nav, locale } = useShared()
  const links = useDashboardLinks('buyer')

  return (
    <DashboardLayout title={t('account.dashboard.title')} heading={profile.fullName} links={links}>
      <div className="flex items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
        {profile.avatar ? (
          <img
            src={profile.avatar}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
          >
            {profile.firstName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xl font-bold">
            {t('account.dashboard.greeting', { name: profile.firstName })}
          </p>
          <p className="truncate text-sm text-muted">{profile.email}</p>
        </div>
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Link
          href={nav.user_info}
          className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm hover:border-brand-500"
        >
          <p className="font-semibold text-brand-700">{t('account.nav.user_info')}</p>
          <p className="mt-1 text-sm text-muted">{t('account.dashboard.user_info_hint')}</p>
        </Link>
        <Link
          href={nav.user_addresses}
          className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm hover:border-brand-500"
        >
          <p className="font-semibold text-brand-700">{t('account.nav.user_addresses')}</p>
          <p className="mt-1 text-sm text-muted" data-testid="address-count">
            {t('account.dashboard.address_count', { count: addressCount })}
          </p>
        </Link>
      </div>

      <RecentOrders orders={recentOrders} total={orderCount} />

      <section
        className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
        aria-labelledby="activity-title"
      >
        <h2 id="activity-title" className="text-lg font-semibold">
          {t('account.dashboard.activity')}
        </h2>
        {activity.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('account.dashboard.no_activity')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line text-sm">
            {activity.map((entry, index) => (
              <li
                key={`${entry.at}-${index}`}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <span
                  className={
                    WARNING_EVENTS.has(entry.event) ? 'font-medium text-danger' : 'font-medium'
                  }
                >
                  {t(`account.dashboard.events.${entry.event}`)}
                </span>
                <span className="text-muted">
                  <time dateTime={entry.at}>{formatDate(entry.at, locale, SIGN_IN_TIME)}</time>
                  {entry.ip && <span> · {t('account.dashboard.from_ip', { ip: entry.ip })}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-xs text-muted">{t('account.dashboard.activity_hint')}</p>
      </section>
    </DashboardLayout>
  )
}
