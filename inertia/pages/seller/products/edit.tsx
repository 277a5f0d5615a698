import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import GtinLicenseeWarning from '~/components/gtin/licensee_warning'
import AttributesTab from '~/components/products/attributes_tab'
import ContentTab from '~/components/products/content_tab'
import ExportTab from '~/components/products/export_tab'
import { errorsByTab } from '~/components/products/form_tabs'
import GeneralTab from '~/components/products/general_tab'
import GtinFill, { type GtinFillLabels } from '~/components/products/gtin_fill'
import ImageManager from '~/components/products/image_manager'
import type { ProductImageData } from '~/components/products/image_types'
import StatusBadges from '~/components/products/status_badges'
import { LOCALES as LANGUAGES, type Locale as Language } from '#shared/locales'
import type {
  ProductFormLimits,
  ProductFormOptions,
  ProductFormValues,
  ProductStatusView as ProductState,
  SellerProductAction as ProductAction,
  SellerProductUrls as ProductUrls,
} from '#transformers/seller_product_transformer'
import type { ExportOfferEditor } from '#transformers/export_offer_transformer'
import { FORM_TABS, type FormTab, type SetField } from '~/components/products/form'
import type { SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import FormAlert from '~/components/ui/form_alert'
import { useShared, useT } from '~/lib/i18n'

interface EditProductProps {
  company: SellerCompany
  product: {
    id: number
    code: string
    state: ProductState
    completeLanguages: string[]
    gtinLicenseeTaxId: string | null
    publicUrl: string | null
    actions: ProductAction[]
    canSubmit: boolean
  }
  values: ProductFormValues
  options: ProductFormOptions
  limits: ProductFormLimits
  gtinLabels: GtinFillLabels
  images: ProductImageData[]
  exportOffer: ExportOfferEditor
  uploadUrl: string
  imageUrls: { reorder: string; main: string; destroy: string }
  urls: ProductUrls & { index: string; addresses: string }
}

type FormData = ProductFormValues & { intent: 'draft' | 'submit' }

/** The first tab (in display order) holding an error, and the language of the first content error. */
function firstErrorPlace(errors: Record<string, string | undefined>): {
  tab: FormTab | null
  language: Language | null
} {
  const counts = errorsByTab(errors)
  const tab = FORM_TABS.find((name) => counts[name] > 0) ?? null
  const language =
    LANGUAGES.find((code) => errors[`name_${code}`] || errors[`description_${code}`]) ?? null
  return { tab, language }
}

/**
 * Add / edit product (SPEC §2 Seller dashboard; issue 5): General, Attributes, Content (az, en,
 * ru) and Images tabs over one form state, and the Export tab (issue 24), which saves the export
 * offer with its own button, so switching tabs or a refused save never loses
 * anything typed. "Save as draft" accepts incomplete data (formats are still checked);
 * "Submit for review" asks for SPEC §5's fields — messages appear at their fields and the tabs
 * holding them are marked. Images are uploaded on their own (they never touch unsaved fields).
 */
export default function EditProduct(props: EditProductProps) {
  const {
    company,
    product,
    values,
    options,
    limits,
    gtinLabels,
    images,
    exportOffer,
    uploadUrl,
    imageUrls,
    urls,
  } = props
  const t = useT()
  const { errors: sharedErrors, locale } = useShared()
  const errors = sharedErrors as Record<string, string | undefined>
  const form = useForm<FormData>({ ...values, intent: 'draft' })
  const initialPlace = firstErrorPlace(errors)
  const [tab, setTab] = useState<FormTab>(initialPlace.tab ?? 'general')
  const [language, setLanguage] = useState<Language>(initialPlace.language ?? 'az')
  const tabRefs = useRef<Record<FormTab, HTMLButtonElement | null>>({
    general: null,
    attributes: null,
    content: null,
    images: null,
    export: null,
  })
  const counts = errorsByTab(errors)
  const status = product.state.status
  const keepsComplete = status === 'published' || status === 'in_review'

  useEffect(() => {
    if (!form.isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [form.isDirty])

  /**
   * After a save the server shows the live stock (it never puts the typed stock back then). When
   * that baseline differs from the one this form carries — orders came in, or the seller's stock
   * was applied — the form takes the live stock, so the field shows it and the next save is
   * compared with it (issue #22: a stale editor must not overwrite units sold meanwhile). After a
   * refused save the server sends the form's own baseline back, and the typed stock stays.
   */
  const shownValues = useRef(values)
  /** Reads the form as it is now; runs only when the server sends new values. */
  const takeLiveStock = useEffectEvent((next: typeof values) => {
    if (next.stock_loaded === form.data.stock_loaded) return
    const synced = { ...form.data, stock: next.stock, stock_loaded: next.stock_loaded }
    form.setDefaults(synced)
    form.setData(synced)
  })
  useEffect(() => {
    if (shownValues.current === values) return
    shownValues.current = values
    takeLiveStock(values)
  }, [values])

  const setField: SetField = (key, value) => form.setData(key, value as never)

  /**
   * Files the image manager is still sending. Review needs at least one image, so "Submit for
   * review" (and saving a product that must stay complete) waits for them instead of being refused
   * with "Image is important" while the first picture is still on its way; the bar says so.
   */
  const uploading = useRef(false)
  const waitingFor = useRef<'draft' | 'submit' | null>(null)
  const [waiting, setWaiting] = useState(false)
  function uploadsChanged(now: boolean) {
    uploading.current = now
    const intent = waitingFor.current
    if (now || !intent) return
    waitingFor.current = null
    setWaiting(false)
    save(intent)
  }

  function save(intent: 'draft' | 'submit') {
    if (uploading.current && (intent === 'submit' || keepsComplete)) {
      waitingFor.current = intent
      setWaiting(true)
      return
    }
    form.transform((data) => ({ ...data, intent }))
    form.put(urls.update, {
      preserveScroll: true,
      onSuccess: (page) => {
        const fresh = { ...(page.props.values as ProductFormValues), intent: 'draft' as const }
        form.setDefaults(fresh)
        form.setData(fresh)
      },
      onError: (next) => {
        const place = firstErrorPlace(next as Record<string, string>)
        if (place.tab) setTab(place.tab)
        if (place.language) setLanguage(place.language)
      },
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    save('draft')
  }

  function onTabKey(event: KeyboardEvent) {
    const index = FORM_TABS.indexOf(tab)
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    event.preventDefault()
    const next = FORM_TABS[(index + delta + FORM_TABS.length) % FORM_TABS.length]
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  function action(name: ProductAction) {
    const target = urls[name as Exclude<ProductAction, 'edit'>]
    const label = form.data.name_az || form.data.name_en || form.data.name_ru || product.code
    if (name === 'delete') {
      if (!window.confirm(t('products.list.confirm_delete', { name: label }))) return
      router.delete(target, { data: { back: urls.index } })
      return
    }
    if (name === 'archive' && !window.confirm(t('products.list.confirm_archive', { name: label })))
      return
    router.post(target, { back: urls.edit })
  }

  // The product's name in the interface language; Azerbaijani (always required) when not translated.
  const title =
    values[`name_${locale}`] ||
    values.name_az ||
    values.name_en ||
    values.name_ru ||
    t('products.form.title')
  const secondary = product.actions.filter((name) => name !== 'edit' && name !== 'submit')

  return (
    <SellerLayout
      title={title}
      companyName={company.name}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {product.publicUrl && (
            <a href={product.publicUrl} className="btn-ghost" target="_blank" rel="noopener">
              {t('products.list.view_public')}
            </a>
          )}
          <Link href={urls.index} className="btn-ghost">
            ← {t('products.form.back')}
          </Link>
        </div>
      }
    >
      <div className="space-y-5">
        <section
          className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm"
          aria-label={t('products.form.code_label', { code: product.code })}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <StatusBadges state={product.state} showReason={false} />
            <p className="text-sm text-muted">
              {t('products.form.code_label', { code: product.code })}
            </p>
          </div>
          <p className="mt-2 text-sm text-muted">{t(`products.form.status_note.${status}`)}</p>
          {product.state.rejectionReason && (
            <div
              className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm"
              data-testid="rejection-reason"
            >
              <p className="font-semibold text-danger">{t('products.form.rejection_reason')}</p>
              <p className="mt-1 break-words whitespace-pre-line text-ink">
                {product.state.rejectionReason}
              </p>
            </div>
          )}
          {product.state.changed && (
            <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
              {t('products.form.changed_note')}
            </p>
          )}
        </section>

        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormAlert message={errors.form} />

          <div
            role="tablist"
            aria-label={t('products.form.tabs.label')}
            className="flex flex-wrap gap-1 border-b border-line"
            onKeyDown={onTabKey}
          >
            {FORM_TABS.map((name) => {
              const selected = tab === name
              return (
                <button
                  key={name}
                  ref={(element) => {
                    tabRefs.current[name] = element
                  }}
                  type="button"
                  role="tab"
                  id={`product-tab-${name}`}
                  aria-selected={selected}
                  aria-controls={`product-panel-${name}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setTab(name)}
                  data-testid={`tab-${name}`}
                  className={`-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-semibold ${
                    selected
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-muted hover:text-ink'
                  }`}
                >
                  {t(`products.form.tabs.${name}`)}
                  {counts[name] > 0 && (
                    <span
                      className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-danger"
                      data-testid={`tab-errors-${name}`}
                    >
                      {t('products.form.tab_errors', { count: counts[name] })}
                    </span>
                  )}
                </button>
              )
            })}
          </div>

          <div
            role="tabpanel"
            id="product-panel-general"
            aria-labelledby="product-tab-general"
            hidden={tab !== 'general'}
          >
            <GeneralTab
              values={form.data}
              setField={setField}
              errors={errors}
              options={options}
              limits={limits}
              addressesUrl={urls.addresses}
              gtinSlot={
                <GtinFill
                  values={form.data}
                  labels={gtinLabels}
                  brands={options.brands}
                  onFill={(next) => form.setData((data) => ({ ...data, ...next }))}
                />
              }
              barcodeNotice={
                <GtinLicenseeWarning
                  companyTaxId={company.taxId}
                  licenseeTaxId={product.gtinLicenseeTaxId}
                  className="mt-3"
                />
              }
            />
          </div>
          <div
            role="tabpanel"
            id="product-panel-attributes"
            aria-labelledby="product-tab-attributes"
            hidden={tab !== 'attributes'}
          >
            <AttributesTab
              rows={form.data.attributes}
              onChange={(rows) => setField('attributes', rows)}
              errors={errors}
              limits={limits}
            />
          </div>
          <div
            role="tabpanel"
            id="product-panel-content"
            aria-labelledby="product-tab-content"
            hidden={tab !== 'content'}
          >
            <ContentTab
              values={form.data}
              setField={setField}
              errors={errors}
              limits={limits}
              language={language}
              onLanguage={setLanguage}
            />
          </div>
          <div
            role="tabpanel"
            id="product-panel-images"
            aria-labelledby="product-tab-images"
            hidden={tab !== 'images'}
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
          >
            <p className="mb-4 text-sm text-muted">{t('products.images.hint')}</p>
            <ImageManager
              productId={product.id}
              images={images}
              uploadUrl={uploadUrl}
              imageUrls={imageUrls}
              published={status === 'published'}
              onUploadingChange={uploadsChanged}
            />
          </div>
          <div
            role="tabpanel"
            id="product-panel-export"
            aria-labelledby="product-tab-export"
            hidden={tab !== 'export'}
          >
            <ExportTab
              key={JSON.stringify(exportOffer.values)}
              editor={exportOffer}
              errors={errors}
            />
          </div>

          {/* The Export tab saves with its own button; this bar saves the product form. */}
          <div
            className={`sticky bottom-0 z-10 -mx-1 ${tab === 'export' ? 'hidden' : 'flex'} flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-white/95 px-4 py-3 shadow-md backdrop-blur`}
          >
            <p className="text-sm text-muted" aria-live="polite">
              {waiting
                ? t('products.form.waiting_for_images')
                : form.isDirty
                  ? t('products.form.unsaved')
                  : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                className={product.canSubmit ? 'btn-ghost border border-line' : 'btn-primary'}
                disabled={form.processing}
                data-testid="save"
              >
                {form.processing
                  ? t('products.form.saving')
                  : keepsComplete
                    ? t('products.form.save')
                    : t('products.form.save_draft')}
              </button>
              {product.canSubmit && (
                <button
                  type="button"
                  className="btn-primary"
                  disabled={form.processing}
                  onClick={() => save('submit')}
                  data-testid="submit-review"
                >
                  {t('products.form.submit')}
                </button>
              )}
            </div>
          </div>
        </form>

        {secondary.length > 0 && (
          <div className="flex flex-wrap gap-2 border-t border-line pt-4">
            {secondary.map((name) => (
              <button
                key={name}
                type="button"
                onClick={() => action(name)}
                disabled={form.processing}
                className={`btn-ghost border border-line ${name === 'delete' ? 'text-danger' : ''}`}
              >
                {t(`products.list.actions.${name}`)}
              </button>
            ))}
          </div>
        )}
      </div>
    </SellerLayout>
  )
}
