import type { ReactNode } from 'react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useShared, useT } from '~/lib/i18n'

/**
 * Frame of every admin page: DashboardLayout with the admin side navigation (overview,
 * comments, contact messages, users) and the form-level error of the last action, if any.
 */
export default function AdminLayout({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  const t = useT()
  const { nav, errors } = useShared()
  const links = [
    { href: nav.admin, label: t('admin.nav.home') },
    { href: nav.admin_comments, label: t('admin.nav.comments') },
    { href: nav.admin_products, label: t('admin_products.nav') },
    { href: nav.admin_messages, label: t('admin.nav.messages') },
    { href: nav.admin_users, label: t('admin.nav.users') },
    { href: nav.admin_rfqs, label: t('admin.rfqs.nav') },
    { href: nav.admin_documents, label: t('trust_docs.admin.nav') },
  ].filter((link) => link.href)
  return (
    <DashboardLayout title={title} heading={t('admin.nav.title')} links={links} actions={actions}>
      {errors?.form && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
        >
          {errors.form}
        </p>
      )}
      {children}
    </DashboardLayout>
  )
}
