import { type FormEvent, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import AdminLayout from '~/components/admin/admin_layout'
import Pager, { type PaginationData as AdminPaginationData } from '~/components/ui/pager'
import { useT } from '~/lib/i18n'
import type { AdminAccountView } from '#transformers/admin_account_transformer'
import type { AdminVerificationView } from '#transformers/admin_verification_transformer'
import RevokeVerification from '~/components/trust/revoke_verification'

interface Filters {
  type: string
  state: string
  q: string
}

type AdminAccount = AdminAccountView

interface UsersProps {
  filters: Filters & { page: number }
  options: { type: { value: string; label: string }[]; state: { value: string; label: string }[] }
  action: string
  accounts: AdminAccount[]
  pagination: AdminPaginationData
  returnTo: { type: string; state: string; q: string; page: number }
  /** Seller companies' verification by mobile signature, by user id (issue 25). */
  verifications: Record<string, AdminVerificationView>
}

/** Accounts with filters (type, status, search) and disable / enable for buyers and sellers. */
export default function AdminUsers({
  filters,
  options,
  action,
  accounts,
  pagination,
  returnTo,
  verifications,
}: UsersProps) {
  const t = useT()
  const [form, setForm] = useState<Filters>({
    type: filters.type,
    state: filters.state,
    q: filters.q,
  })
  const [busy, setBusy] = useState<number | null>(null)

  const search = (event: FormEvent) => {
    event.preventDefault()
    const query = Object.fromEntries(
      Object.entries(form).filter(
        ([key, value]) => value.trim() !== '' && !(key !== 'q' && value === 'all')
      )
    )
    router.get(action, query)
  }

  const toggle = (account: AdminAccount) => {
    if (!account.toggle) return
    if (
      account.toggle.disable &&
      !window.confirm(t('admin.users.confirm_disable', { name: account.name }))
    )
      return
    setBusy(account.id)
    router.post(
      account.toggle.url,
      { ...returnTo },
      { preserveScroll: true, onFinish: () => setBusy(null) }
    )
  }

  return (
    <AdminLayout title={t('admin.users.title')}>
      <form
        onSubmit={search}
        role="search"
        className="mb-5 grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm md:grid-cols-[1fr_12rem_12rem_auto] md:items-end"
      >
        <div>
          <label htmlFor="users-q" className="field-label">
            {t('admin.users.search')}
          </label>
          <input
            id="users-q"
            type="search"
            maxLength={100}
            value={form.q}
            placeholder={t('admin.users.search_placeholder')}
            onChange={(event) => setForm({ ...form, q: event.target.value })}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="users-type" className="field-label">
            {t('admin.users.type_filter')}
          </label>
          <select
            id="users-type"
            value={form.type}
            onChange={(event) => setForm({ ...form, type: event.target.value })}
            className="field-input"
          >
            {options.type.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="users-state" className="field-label">
            {t('admin.users.state_filter')}
          </label>
          <select
            id="users-state"
            value={form.state}
            onChange={(event) => setForm({ ...form, state: event.target.value })}
            className="field-input"
          >
            {options.state.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <button type="submit" className="btn-primary">
            {t('admin.users.apply')}
          </button>
          <Link href={action} className="btn-ghost">
            {t('admin.users.clear')}
          </Link>
        </div>
      </form>

      {accounts.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center text-muted">
          {t('admin.users.empty')}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            {t('admin.users.total', { count: pagination.total })}
          </p>
          <div className="relative overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white shadow-sm">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="bg-brand-50 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.users.name')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.users.type_filter')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.users.company')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.users.status')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.users.created')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('admin.users.last_sign_in')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t('admin.users.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {accounts.map((account) => (
                  <tr
                    key={account.id}
                    data-testid="admin-user"
                    className={account.disabled ? 'bg-red-50/40' : undefined}
                  >
                    <td className="px-4 py-3 align-top">
                      <p className="font-semibold">
                        {account.name}
                        {account.isSelf && (
                          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                            {t('admin.users.you')}
                          </span>
                        )}
                      </p>
                      <a
                        href={`mailto:${account.email}`}
                        className="break-all text-brand-700 hover:underline"
                      >
                        {account.email}
                      </a>
                      {account.phone && <p className="text-xs text-muted">{account.phone}</p>}
                    </td>
                    <td className="px-4 py-3 align-top">{account.typeLabel}</td>
                    <td className="px-4 py-3 align-top">
                      {account.company ?? '—'}
                      {verifications[account.id] && (
                        <RevokeVerification
                          verification={verifications[account.id]}
                          returnTo={returnTo}
                        />
                      )}
                    </td>
                    <td
                      className={`px-4 py-3 align-top ${account.disabled ? 'font-medium text-danger' : 'text-success'}`}
                    >
                      {account.stateLabel}
                    </td>
                    <td className="px-4 py-3 align-top whitespace-nowrap">{account.created}</td>
                    <td className="px-4 py-3 align-top whitespace-nowrap">
                      {account.lastSignIn ?? t('admin.users.never')}
                    </td>
                    <td className="px-4 py-3 text-right align-top">
                      {account.toggle ? (
                        <button
                          type="button"
                          disabled={busy !== null}
                          onClick={() => toggle(account)}
                          className={
                            account.toggle.disable
                              ? 'btn border border-danger/40 text-danger hover:bg-red-50 disabled:opacity-60'
                              : 'btn-primary'
                          }
                        >
                          {account.toggle.disable
                            ? t('admin.users.disable')
                            : t('admin.users.enable')}
                        </button>
                      ) : (
                        account.type === 'admin' &&
                        !account.isSelf && (
                          <span className="text-xs text-muted">{t('admin.users.protected')}</span>
                        )
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pager pagination={pagination} label={t('admin.pager.label')} />
    </AdminLayout>
  )
}
