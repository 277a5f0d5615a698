import { type CheckoutSectionProps, SECTION_CLASS } from '~/components/checkout/checkout_form'
import TextAreaField from '~/components/ui/text_area_field'
import { useT } from '~/lib/i18n'
import type { PaymentMethod } from '#shared/orders'

/** The payment method (radio cards with a hint each) and the buyer's optional comment (≤ `commentMax` characters, counted as typed). */
export default function PaymentSection({
  form,
  errors,
  paymentMethods,
  commentMax,
}: CheckoutSectionProps & { paymentMethods: PaymentMethod[]; commentMax: number }) {
  const t = useT()
  return (
    <>
      <fieldset
        className={SECTION_CLASS}
        aria-describedby={errors.paymentMethod ? 'checkout-payment-error' : undefined}
      >
        <legend className="px-1 text-lg font-semibold">{t('checkout.sections.payment')}</legend>
        <div className="grid gap-2">
          {paymentMethods.map((method) => (
            <label
              key={method}
              className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={form.data.paymentMethod === method}
                onChange={() => form.setData('paymentMethod', method)}
              />
              <span>
                <span className="font-medium">{t(`enums.payment_method.${method}`)}</span>
                <span className="block text-xs text-muted">
                  {t(`checkout.payment_hints.${method}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.paymentMethod && (
          <p id="checkout-payment-error" className="field-error">
            {errors.paymentMethod}
          </p>
        )}
      </fieldset>

      <div className={SECTION_CLASS}>
        <TextAreaField
          id="checkout-comment"
          name="comment"
          rows={3}
          optional
          label={t('checkout.fields.comment')}
          value={form.data.comment}
          onChange={(value) => form.setData('comment', value)}
          error={errors.comment}
          hint={
            <span className={form.data.comment.length > commentMax ? 'text-danger' : undefined}>
              {t('checkout.hints.comment_count', {
                count: form.data.comment.length,
                max: commentMax,
              })}
            </span>
          }
        />
      </div>
    </>
  )
}
