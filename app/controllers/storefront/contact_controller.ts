import type { HttpContext } from '@adonisjs/core/http'
import SubmitContactMessage from '#actions/contact/submit_contact_message'
import { createContactMessageValidator } from '#validators/contact'
import { supportEmail, supportPhone } from '#config/mail'
import { telHref } from '#lib/phone'

/** Contact page: address, e-mail, phone and the feedback form (SPEC §2). */
export default class ContactController {
  show({ inertia }: HttpContext) {
    return inertia.render('storefront/contact', {
      contact: { email: supportEmail, phone: supportPhone, phoneHref: telHref(supportPhone) },
    })
  }

  async store({ request, response, session, i18n }: HttpContext) {
    const input = await request.validateUsing(createContactMessageValidator)
    await new SubmitContactMessage().handle(input, { i18n, ip: request.ip() })
    session.flash('success', i18n.t('ui.contact.sent'))
    return response.redirect().back()
  }
}
