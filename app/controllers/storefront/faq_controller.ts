import type { HttpContext } from '@adonisjs/core/http'
import { faqItems } from '#services/catalog/static_content'

/** FAQ: the 10 questions of SPEC §2 as an accordion. */
export default class FaqController {
  async show({ inertia, locale }: HttpContext) {
    const items = await faqItems(locale)
    return inertia.render('storefront/faq', {
      items: items.map((item) => ({
        id: item.id,
        code: item.code,
        question: item.question,
        answer: item.answer,
      })),
    })
  }
}
