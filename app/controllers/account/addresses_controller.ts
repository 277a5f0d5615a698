import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { mapTileUrl } from '#config/map'
import Address from '#models/address'
import type User from '#models/user'
import SaveAddress, { AddressBookFullError } from '#actions/account/save_address'
import DeleteAddress from '#actions/account/delete_address'
import SetDefaultAddress from '#actions/account/set_default_address'
import { urlTo } from '#services/urls'
import { logSecurityEvent } from '#services/auth/security_log'
import {
  type AddressBookPage,
  countryOptions,
  toAddressForm,
  toAddressView,
} from '#transformers/address_transformer'
import { addressValidator, kindsFor, parseAddressId } from '#validators/address'

/** The address book of the signed-in account type: buyers' (customer dashboard) or sellers'. */
function bookOf(user: User): { page: AddressBookPage; book: 'buyer' | 'seller' } {
  return user.accountType === 'seller'
    ? { page: 'seller_addresses', book: 'seller' }
    : { page: 'user_addresses', book: 'buyer' }
}

/**
 * Address book (SPEC §2 customer and seller dashboards, issue 4): list, show, new, edit,
 * delete, set default. Buyers keep delivery and billing addresses, sellers pick-up and
 * warehouse ones. Another user's address — or a malformed id — is a 404 (AddressPolicy), and
 * a denial is logged.
 */
export default class AddressesController {
  async index({ auth, inertia, locale }: HttpContext) {
    const user = auth.getUserOrFail()
    const { page, book } = bookOf(user)
    const addresses = await Address.query()
      .where('user_id', user.id)
      .whereIn('kind', kindsFor(user.accountType) as string[])
      .orderBy('kind', 'asc')
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
    return inertia.render('account/addresses', {
      book,
      kinds: kindsFor(user.accountType),
      addresses: addresses.map((address) => toAddressView(address, page, locale)),
      urls: { create: urlTo(`${page}.create`, locale) },
      tileUrl: mapTileUrl,
    })
  }

  async show(ctx: HttpContext) {
    const address = await this.find(ctx, 'view')
    const user = ctx.auth.getUserOrFail()
    const { page, book } = bookOf(user)
    return ctx.inertia.render('account/address_show', {
      book,
      address: toAddressView(address, page, ctx.locale),
      urls: { index: urlTo(page, ctx.locale) },
      tileUrl: mapTileUrl,
    })
  }

  create(ctx: HttpContext) {
    return this.renderForm(ctx, null)
  }

  async edit(ctx: HttpContext) {
    return this.renderForm(ctx, await this.find(ctx, 'edit'))
  }

  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { page } = bookOf(user)
    return this.save(ctx, urlTo(`${page}.create`, ctx.locale), (input) =>
      new SaveAddress().handle(user, input)
    )
  }

  async update(ctx: HttpContext) {
    const address = await this.find(ctx, 'edit')
    const user = ctx.auth.getUserOrFail()
    const { page } = bookOf(user)
    return this.save(ctx, urlTo(`${page}.edit`, ctx.locale, { id: address.id }), (input) =>
      new SaveAddress().handle(user, input, address)
    )
  }

  async destroy(ctx: HttpContext) {
    const address = await this.find(ctx, 'delete')
    await new DeleteAddress().handle(address)
    ctx.session.flash('success', ctx.i18n.t('account.addresses.deleted'))
    return this.toIndex(ctx)
  }

  async makeDefault(ctx: HttpContext) {
    const address = await this.find(ctx, 'edit')
    await new SetDefaultAddress().handle(address)
    ctx.session.flash('success', ctx.i18n.t('account.addresses.default_set'))
    return this.toIndex(ctx)
  }

  /** Validates and saves; on bad input goes back to the form (`formPath`) with messages and the typed values. */
  private async save(
    ctx: HttpContext,
    formPath: string,
    write: (input: Infer<typeof addressValidator>) => Promise<Address>
  ) {
    const user = ctx.auth.getUserOrFail()
    try {
      const input = await ctx.request.validateUsing(addressValidator, {
        meta: { kinds: kindsFor(user.accountType) },
      })
      await write(input)
    } catch (error) {
      if (error instanceof errors.E_VALIDATION_ERROR) {
        ctx.session.flashValidationErrors(error)
        return ctx.response.redirect().status(303).toPath(formPath)
      }
      if (error instanceof AddressBookFullError) {
        ctx.session.flashExcept(['_csrf', '_method'])
        ctx.session.flash('inputErrorsBag', { form: [ctx.i18n.t('account.addresses.full')] })
        return ctx.response.redirect().status(303).toPath(formPath)
      }
      throw error
    }
    ctx.session.flash('success', ctx.i18n.t('account.addresses.saved'))
    return this.toIndex(ctx)
  }

  private renderForm(ctx: HttpContext, address: Address | null) {
    const user = ctx.auth.getUserOrFail()
    const { page, book } = bookOf(user)
    const kinds = kindsFor(user.accountType)
    const submit = address
      ? urlTo(`${page}.update`, ctx.locale, { id: address.id })
      : urlTo(`${page}.store`, ctx.locale)
    return ctx.inertia.render('account/address_form', {
      book,
      mode: address ? 'edit' : 'create',
      kinds,
      values: toAddressForm(address, kinds),
      countries: countryOptions(ctx.locale),
      urls: { submit, index: urlTo(page, ctx.locale) },
      tileUrl: mapTileUrl,
    })
  }

  private toIndex(ctx: HttpContext) {
    const { page } = bookOf(ctx.auth.getUserOrFail())
    return ctx.response.redirect().status(303).toPath(urlTo(page, ctx.locale))
  }

  /**
   * The address of route param `:id` when AddressPolicy allows `action`; otherwise a 404 —
   * the same for an unknown id and for someone else's address, the latter logged.
   */
  private async find(ctx: HttpContext, action: 'view' | 'edit' | 'delete'): Promise<Address> {
    const id = parseAddressId(ctx.params.id)
    const address = id === null ? null : await Address.find(id)
    if (!address) throw new Exception('Address not found', { status: 404, code: 'E_NOT_FOUND' })
    if (await ctx.bouncer.with('AddressPolicy').denies(action, address)) {
      await logSecurityEvent(ctx, 'authz_denied', {
        user: ctx.auth.user,
        detail: `address ${address.id}: ${ctx.request.method()} ${ctx.request.url()}`,
      })
      throw new Exception('Address not found', { status: 404, code: 'E_NOT_FOUND' })
    }
    return address
  }
}
