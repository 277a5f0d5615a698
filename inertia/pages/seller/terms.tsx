import RichText from '~/components/rich_text'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import { useT } from '~/lib/i18n'

interface SellerTermsProps {
  company: SellerCompany | null
  terms: { title: string; body: string; updatedAt: string }
}

/** Seller terms and conditions (SPEC §2 Seller dashboard): trilingual static page `seller_terms`. */
export default function SellerTerms({ company, terms }: SellerTermsProps) {
  const t = useT()
  return (
    <SellerLayout title={terms.title} companyName={company?.name}>
      <article className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
        <p className="text-sm text-muted">{t('seller.terms.intro')}</p>
        <p className="mt-1 text-xs text-muted">
          {t('ui.pages.updated', { date: terms.updatedAt })}
        </p>
        <RichText text={terms.body} />
      </article>
    </SellerLayout>
  )
}
