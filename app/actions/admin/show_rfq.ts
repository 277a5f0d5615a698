import db from '@adonisjs/lucid/services/db'
import ProformaInvoice from '#models/proforma_invoice'
import Rfq from '#models/rfq'

/**
 * One RFQ for the admin's read-only detail: the RFQ with its items, quote versions (with lines)
 * and thread preloaded, its seller company's name and its pro-forma (null when none). Null
 * when no RFQ has that id.
 */
export default class ShowRfq {
  async handle(id: number) {
    const rfq = await Rfq.query()
      .where('id', id)
      .preload('items')
      .preload('quotes', (quotes) => quotes.preload('lines'))
      .preload('messages')
      .first()
    if (!rfq) return null
    const [company, proforma] = await Promise.all([
      db.from('companies').where('id', rfq.companyId).select('name').firstOrFail(),
      ProformaInvoice.findBy('rfqId', rfq.id),
    ])
    return { rfq, companyName: company.name as string, proforma }
  }
}
