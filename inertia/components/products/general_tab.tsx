import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import TextField from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'
import CheckboxField from './checkbox_field'
import SelectField from '~/components/ui/select_field'
import { LOCALES as LANGUAGES } from '#shared/locales'
import type {
  ProductFormLimits,
  ProductFormOptions,
  ProductFormValues,
} from '#transformers/seller_product_transformer'
import type { SetField } from './form'

interface GeneralTabProps {
  values: ProductFormValues
  setField: SetField
  errors: Record<string, string | undefined>
  options: ProductFormOptions
  limits: ProductFormLimits
  /** Address book of the seller (to add a pick-up or warehouse address). */
  addressesUrl: string
  /** "Fill from GTIN" control, shown beside the barcode. */
  gtinSlot?: ReactNode
  /** VÖEN warning about the barcode's licensee, shown under the barcode. */
  barcodeNotice?: ReactNode
}

const SECTION = 'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm'

/**
 * General tab of the product form (SPEC §3 Product): category and brand (an existing brand, or
 * a new name), model, barcode with "fill from GTIN", product code, price in AZN or USD/EUR at
 * the day's rate, discount, minimum order, stock, availability, weight, size with its unit,
 * domestic shipping, the address the product is located at and keywords per language.
 */
export default function GeneralTab({
  values,
  setField,
  errors,
  options,
  limits,
  addressesUrl,
  gtinSlot,
  barcodeNotice,
}: GeneralTabProps) {
  const t = useT()
  const text = (
    name: keyof ProductFormValues,
    extra: Partial<Parameters<typeof TextField>[0]> = {}
  ) => (
    <TextField
      id={`product-${name}`}
      name={name}
      label={t(`products.form.fields.${name}`)}
      value={values[name] as string}
      onChange={(value) => setField(name, value as never)}
      error={errors[name]}
      {...extra}
    />
  )
  const ownBrands = options.brands.filter((brand) => brand.own)
  const otherBrands = options.brands.filter((brand) => !brand.own)
  const foreign = values.currency !== 'AZN'

  return (
    <div className="space-y-6">
      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">
          {t('products.form.sections.classification')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="product-category_id"
            name="category_id"
            label={t('products.form.fields.category_id')}
            value={values.category_id}
            onChange={(value) => setField('category_id', value)}
            error={errors.category_id}
            wrapperClassName="sm:col-span-2"
          >
            <option value="">{t('products.form.fields.category_placeholder')}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {`${'\u00A0\u00A0\u00A0'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="product-brand_id"
            name="brand_id"
            label={t('products.form.fields.brand_id')}
            value={values.brand_id}
            onChange={(value) => setField('brand_id', value)}
            error={errors.brand_id}
          >
            <option value="">{t('products.form.fields.brand_placeholder')}</option>
            {ownBrands.length > 0 && (
              <optgroup label={t('products.form.fields.brand_own')}>
                {ownBrands.map((brand) => (
                  <option key={brand.id} value={String(brand.id)}>
                    {brand.name}
                  </option>
                ))}
              </optgroup>
            )}
            {otherBrands.length > 0 && (
              <optgroup label={t('products.form.fields.brand_other')}>
                {otherBrands.map((brand) => (
                  <option key={brand.id} value={String(brand.id)}>
                    {brand.name}
                  </option>
                ))}
              </optgroup>
            )}
          </SelectField>
          {text('brand_name', {
            maxLength: limits.brandName,
            disabled: values.brand_id !== '',
            hint: t('products.form.fields.brand_name_hint'),
          })}
          {text('model', { maxLength: limits.model })}
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">
          {t('products.form.sections.identification')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
              {text('barcode', {
                inputMode: 'numeric',
                autoComplete: 'off',
                maxLength: 20,
                hint: t('products.form.fields.barcode_hint'),
              })}
              {gtinSlot && <div className="sm:pt-6">{gtinSlot}</div>}
            </div>
            {barcodeNotice}
          </div>
          {text('product_code', {
            maxLength: limits.productCode,
            autoComplete: 'off',
            hint: t('products.form.fields.product_code_hint'),
          })}
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('products.form.sections.pricing')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {text('price', {
            inputMode: 'decimal',
            autoComplete: 'off',
            hint: foreign
              ? t('products.form.fields.price_hint_foreign')
              : t('products.form.fields.price_hint_azn'),
          })}
          <SelectField
            id="product-currency"
            name="currency"
            label={t('products.form.fields.currency')}
            value={values.currency}
            onChange={(value) => setField('currency', value)}
            error={errors.currency}
          >
            {options.currencies.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          {text('discount_percent', {
            inputMode: 'numeric',
            hint: t('products.form.fields.discount_hint'),
          })}
          {text('moq', { inputMode: 'numeric' })}
          {text('stock', { inputMode: 'numeric' })}
          <CheckboxField
            id="product-is_available"
            label={t('products.form.fields.is_available')}
            checked={values.is_available}
            onChange={(checked) => setField('is_available', checked)}
            hint={t('products.form.fields.is_available_hint')}
            error={errors.is_available}
            className="sm:pt-6"
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('products.form.sections.shipping')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {text('weight', { inputMode: 'decimal', autoComplete: 'off' })}
          <SelectField
            id="product-weight_unit"
            name="weight_unit"
            label={t('products.form.fields.weight_unit')}
            value={values.weight_unit}
            onChange={(value) => setField('weight_unit', value)}
            error={errors.weight_unit}
          >
            {options.weightUnits.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <div className="hidden lg:block" />
          <div className="hidden lg:block" />
          {text('width', { inputMode: 'decimal', autoComplete: 'off' })}
          {text('length', { inputMode: 'decimal', autoComplete: 'off' })}
          {text('height', { inputMode: 'decimal', autoComplete: 'off' })}
          <SelectField
            id="product-size_unit"
            name="size_unit"
            label={t('products.form.fields.size_unit')}
            value={values.size_unit}
            onChange={(value) => setField('size_unit', value)}
            error={errors.size_unit}
          >
            <option value="">{t('products.form.fields.size_unit_placeholder')}</option>
            {options.sizeUnits.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            id="product-domestic_shipping"
            label={t('products.form.fields.domestic_shipping')}
            checked={values.domestic_shipping}
            onChange={(checked) => setField('domestic_shipping', checked)}
            error={errors.domestic_shipping}
            className="sm:col-span-2 lg:col-span-4"
          />
          <div className="sm:col-span-2 lg:col-span-4">
            {options.locations.length === 0 && !values.location_address_id ? (
              <div>
                <p className="field-label">{t('products.form.fields.location_address_id')}</p>
                <p className="text-sm text-muted">
                  {t('products.form.fields.location_none')}{' '}
                  <Link href={addressesUrl} className="font-medium text-brand-700 hover:underline">
                    {t('products.form.fields.location_add')}
                  </Link>
                </p>
                {errors.location_address_id && (
                  <p id="product-location_address_id-error" className="field-error">
                    {errors.location_address_id}
                  </p>
                )}
              </div>
            ) : (
              <SelectField
                id="product-location_address_id"
                name="location_address_id"
                label={t('products.form.fields.location_address_id')}
                value={values.location_address_id}
                onChange={(value) => setField('location_address_id', value)}
                error={errors.location_address_id}
                hint={
                  <Link href={addressesUrl} className="text-brand-700 hover:underline">
                    {t('products.form.fields.location_add')}
                  </Link>
                }
              >
                <option value="">{t('products.form.fields.location_placeholder')}</option>
                {options.locations.map((location) => (
                  <option key={location.id} value={String(location.id)}>
                    {location.label}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 text-lg font-bold">{t('products.form.sections.keywords')}</legend>
        <p className="mb-4 text-sm text-muted">{t('products.form.fields.keywords_hint')}</p>
        <div className="grid gap-4">
          {LANGUAGES.map((language) => {
            const name = `keywords_${language}` as const
            return (
              <TextField
                key={language}
                id={`product-${name}`}
                name={name}
                lang={language}
                label={t('products.form.fields.keywords', {
                  language: t(`products.languages.${language}`),
                })}
                value={values[name]}
                onChange={(value) => setField(name, value)}
                error={errors[name]}
                maxLength={limits.keywords}
              />
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}
