import vine from '@vinejs/vine'
import { pageNumber } from '#validators/rules'
import { ADMIN_MAX_PAGE } from '#validators/admin'
import { RFQ_STATUSES, type RfqStatus } from '#shared/rfq'

/** State filter of the admin RFQ list: one state or all of them. */
export const ADMIN_RFQ_FILTERS = ['all', ...RFQ_STATUSES] as const
export type AdminRfqFilter = (typeof ADMIN_RFQ_FILTERS)[number]

const stateSchema = vine.create({ value: vine.enum(ADMIN_RFQ_FILTERS) })

/**
 * `?state=all|<status>&page=N` of the admin RFQ overview; an unknown state is ignored (all), a
 * bad page is page 1. Never throws.
 */
export async function adminRfqListQuery(
  qs: Record<string, unknown>
): Promise<{ state: AdminRfqFilter; page: number }> {
  const [error, result] = await stateSchema.tryValidate({ value: qs.state })
  return {
    state: error ? 'all' : (result.value as AdminRfqFilter),
    page: pageNumber(qs.page, ADMIN_MAX_PAGE),
  }
}

export type { RfqStatus }
