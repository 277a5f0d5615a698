import type { HttpContext } from '@adonisjs/core/http'
import ChangeAccountState from '#actions/admin/change_account_state'
import ListAccounts from '#actions/admin/list_accounts'
import { PAGES } from '#lib/route_table'
import { toAdminAccount } from '#transformers/admin_account_transformer'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { USER_STATE_FILTERS, USER_TYPE_FILTERS, userListQuery } from '#validators/admin'
import { parseId } from '#validators/rules'
import { revokeVerification } from '#services/trust/revoke_verification'
import { revokeVerificationValidator } from '#validators/trust_verification'
import { adminVerifications } from '#transformers/admin_verification_transformer'

const DEFAULTS = { type: 'all', state: 'all', q: '', page: 1 }

/** Buyers, sellers and admins; an admin disables or re-enables buyer and seller accounts. */
export default class UsersController {
  async index({ inertia, request, locale, i18n, auth }: HttpContext) {
    const filters = await userListQuery(request.qs())
    const list = await new ListAccounts().handle(filters)
    const path = PAGES.admin_users[locale]
    const verifications = await adminVerifications(
      list.rows.map((row) => row.id),
      locale,
      i18n
    )
    return inertia.render('admin/users', {
      filters,
      options: {
        type: USER_TYPE_FILTERS.map((value) => ({
          value,
          label: i18n.t(value === 'all' ? 'admin.users.all' : `admin.users.type.${value}`),
        })),
        state: USER_STATE_FILTERS.map((value) => ({
          value,
          label: i18n.t(value === 'all' ? 'admin.users.all' : `admin.users.state.${value}`),
        })),
      },
      action: path,
      accounts: list.rows.map((row) => toAdminAccount(row, auth.user!.id, locale, i18n)),
      pagination: toAdminPagination(list, (page) =>
        adminListUrl(path, { ...filters, page }, DEFAULTS)
      ),
      returnTo: { ...filters, page: list.page },
      /** Seller companies' verification by mobile signature, by user id (issue 25). */
      verifications,
    })
  }

  disable(ctx: HttpContext) {
    return this.change(ctx, true)
  }

  enable(ctx: HttpContext) {
    return this.change(ctx, false)
  }

  /**
   * Revokes company `id`'s verification with the reason typed (issue 25); a missing or too short
   * reason is a message next to the field, an unknown company 404, one not verified now a message.
   */
  async revokeVerification(ctx: HttpContext) {
    const { params, request, response, session, i18n, locale } = ctx
    const id = parseId(params.id)
    if (id === null) return response.notFound()
    const back = await userListQuery(request.only(['type', 'state', 'q', 'page']))
    const list = adminListUrl(PAGES.admin_users[locale], back, DEFAULTS)
    const [error, input] = await revokeVerificationValidator.tryValidate(request.all())
    if (error || !input) {
      session.flashAll()
      session.flash('inputErrorsBag', {
        reason: i18n.t('trust_verify.admin.reason_required'),
        reason_company: String(id),
      })
      return response.redirect().toPath(list)
    }
    const result = await revokeVerification(id, input.reason)
    if (result.outcome === 'not_found') return response.notFound()
    if (result.outcome === 'not_verified')
      session.flash('inputErrorsBag', { form: i18n.t('trust_verify.admin.not_verified') })
    else session.flash('success', i18n.t('trust_verify.admin.done', { company: result.company }))
    return response.redirect().toPath(list)
  }

  /** Disables or enables, flashes the outcome and returns to the filtered list. */
  private async change(ctx: HttpContext, disable: boolean) {
    const { params, request, response, session, i18n, locale, auth } = ctx
    const id = parseId(params.id)
    if (id === null) return response.notFound()
    const result = await new ChangeAccountState().handle(id, disable, {
      actor: auth.user!,
      request: ctx,
    })
    if (result.outcome === 'not_found') return response.notFound()
    if (result.outcome === 'changed' || result.outcome === 'unchanged') {
      const key = disable ? 'admin.users.disabled_done' : 'admin.users.enabled_done'
      session.flash('success', i18n.t(key, { name: result.user.name }))
    } else {
      session.flash('inputErrorsBag', { form: i18n.t(`admin.users.${result.outcome}`) })
    }
    const back = await userListQuery(request.only(['type', 'state', 'q', 'page']))
    return response.redirect().toPath(adminListUrl(PAGES.admin_users[locale], back, DEFAULTS))
  }
}
