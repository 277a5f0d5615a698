import type { I18n } from '@adonisjs/i18n'
import { formatMoney } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { MAX_LINE_QUANTITY, type CartEntry } from '#services/cart/cart_store'
import type { ListedProductRow } from '#services/cart/cart_products'
import {
  aznPrice,
  rateOfRow,
  toQepik,
  type DayRate,
  type RateProblem,
} from '#services/rates/azn_prices'
import type { CartProblem } from '#actions/cart/add_to_cart'
import {
  availabilityOf,
  displayPrice,
  type Availability,
} from '#transformers/product_card_transformer'
import { imageSet, type ImageSet } from '#transformers/image_transformer'
import { rateNote, rateProblemText } from '#transformers/rate_transformer'

/**
 * Whether a cart line can be checked out now:
 * - ok;
 * - unavailable: unpublished, archived or its seller is no longer active;
 * - not_in_stock: sold out, marked unavailable or stock below the lot (DESIGN §4);
 * - no_price: priced in a foreign currency without a usable CBAR rate now (docs/money.md);
 * - not_enough_stock: fewer units in stock than the line's quantity;
 * - below_moq: the lot grew above the line's quantity since it was added.
 */
export type CartLineState =
  'ok' | 'unavailable' | 'not_in_stock' | 'no_price' | 'not_enough_stock' | 'below_moq'

/** One cart line as the cart page shows it; money formatted in AZN for the locale. */
export interface CartLineView {
  productId: number
  name: string
  /** Product page, null when the product is no longer published. */
  url: string | null
  image: ImageSet | null
  /** Current unit price (AZN after discount); null when the product has no AZN price now (state no_price). */
  unitPrice: string | null
  /**
   * Lines priced in a foreign currency only: the seller's amount and the CBAR rate (with its
   * date) the AZN price was converted at.
   */
  rateNote?: string
  /** Unit price when the line was added, only when it differs from the current one. */
  addedPrice: string | null
  priceChange: 'up' | 'down' | null
  quantity: number
  moq: number
  /** Upper bound of the quantity stepper: stock, at most MAX_LINE_QUANTITY. */
  maxQuantity: number
  availability: Availability | 'unavailable'
  availabilityLabel: string
  state: CartLineState
  /** Localized notices: stale price, stock, lot, availability. */
  notices: string[]
  /** Whether the line can be ordered now (counted in totals when selected). */
  orderable: boolean
  selected: boolean
  /** null without an AZN price. */
  lineTotal: string | null
}

/** Lines of one seller (one shipment at checkout). */
export interface CartSellerGroup {
  sellerId: number
  sellerName: string
  lines: CartLineView[]
  /** Selected orderable lines of this seller. */
  subtotal: string
}

export interface CartSummary {
  lines: number
  selectedLines: number
  /** Selected lines that can be ordered now: what checkout takes. */
  orderableSelected: number
  /** Selected lines that cannot be ordered (excluded from the total). */
  blockedSelected: number
  /** Units in the selected orderable lines. */
  units: number
  /** Sum of the selected orderable lines, AZN formatted; `subtotalMinor` in qəpik. */
  subtotal: string
  subtotalMinor: number
  canCheckout: boolean
  /** Why "complete order" is disabled, null when it is not. */
  checkoutBlockedReason: string | null
}

function lineState(
  row: ListedProductRow | undefined,
  quantity: number,
  rateProblem: RateProblem | null
): CartLineState {
  if (!row || row.status !== 'published' || !row.company_active) return 'unavailable'
  // Turned export-only (issue 24) after it was put in the cart: sold by quotes now.
  if (row.sale_mode === 'export') return 'unavailable'
  if (availabilityOf(row) !== 'in_stock') return 'not_in_stock'
  if (rateProblem) return 'no_price'
  if (quantity > row.stock) return 'not_enough_stock'
  if (quantity < row.moq) return 'below_moq'
  return 'ok'
}

/**
 * The cart page (SPEC §2 Wishlist and cart, issue 6): lines grouped by seller in the order they
 * were added, current AZN prices (azn_prices.aznPrice: USD/EUR at the newest stored CBAR rate,
 * with the rate and its date on the line), stale-price, rate and stock notices, totals of the
 * selected lines that can be ordered. Lines whose product no longer exists are left out.
 */
export function toCartPage(
  entries: CartEntry[],
  rows: Map<number, ListedProductRow>,
  locale: Locale,
  i18n: I18n
) {
  const money = (minor: number) => formatMoney(minor, 'AZN', locale)
  const groups = new Map<number, { group: CartSellerGroup; minor: number }>()
  const summary: CartSummary = {
    lines: 0,
    selectedLines: 0,
    orderableSelected: 0,
    blockedSelected: 0,
    units: 0,
    subtotal: '',
    subtotalMinor: 0,
    canCheckout: false,
    checkoutBlockedReason: null,
  }

  for (const entry of entries) {
    const row = rows.get(entry.productId)
    if (!row) continue
    const quote = aznPrice(
      {
        priceMinor: Number(row.price_minor),
        currency: row.currency,
        discountPercent: row.discount_percent,
      },
      rateOfRow(row.currency, row)
    )
    const state = lineState(row, entry.quantity, quote.ok ? null : quote.problem)
    const orderable = state === 'ok'
    // A line without an AZN price counts for nothing (it cannot be ordered): never a foreign figure as qəpik.
    const unit = quote.ok ? quote.unitMinor : null
    const added = entry.addedPriceMinor
    const availability = state === 'unavailable' ? 'unavailable' : availabilityOf(row)
    const notices: string[] = []
    if (unit !== null && added !== unit)
      notices.push(i18n.t('cart.notices.price_changed', { old: money(added), new: money(unit) }))
    if (state === 'unavailable') notices.push(i18n.t('cart.notices.unavailable'))
    if (state === 'not_in_stock')
      notices.push(
        i18n.t('cart.notices.not_in_stock', { message: i18n.t('ui.messages.product_not_in_stock') })
      )
    if (!quote.ok && state !== 'unavailable') notices.push(rateProblemText(i18n, quote.problem))
    if (state === 'not_enough_stock')
      notices.push(i18n.t('cart.notices.not_enough_stock', { stock: row.stock }))
    if (state === 'below_moq') notices.push(i18n.t('cart.notices.below_moq', { moq: row.moq }))

    const line: CartLineView = {
      productId: row.id,
      name: row.name ?? i18n.t('cart.line.unnamed', { id: row.id }),
      url:
        state !== 'unavailable' && row.slug
          ? urlTo('product', locale, { slugId: `${row.slug}-${row.id}` })
          : null,
      image: row.image_base
        ? imageSet(row.image_base, row.image_width ?? 800, row.image_height ?? 1000)
        : null,
      unitPrice: unit === null ? null : money(unit),
      ...(quote.ok && quote.rate
        ? {
            rateNote: rateNote(i18n, locale, {
              ownMinor: toQepik(Number(row.price_minor), null, 100 - row.discount_percent),
              currency: row.currency,
              value: quote.rate.value,
              nominal: quote.rate.nominal,
              rateDate: quote.rate.rateDate,
            }),
          }
        : {}),
      addedPrice: unit !== null && added !== unit ? money(added) : null,
      priceChange: unit === null || added === unit ? null : unit > added ? 'up' : 'down',
      quantity: entry.quantity,
      moq: row.moq,
      maxQuantity: Math.max(0, Math.min(row.stock, MAX_LINE_QUANTITY)),
      availability,
      availabilityLabel: i18n.t(
        availability === 'unavailable'
          ? 'cart.line.unavailable'
          : `enums.availability.${availability}`
      ),
      state,
      notices,
      orderable,
      selected: entry.selected,
      lineTotal: unit === null ? null : money(unit * entry.quantity),
    }

    let slot = groups.get(row.company_id)
    if (!slot) {
      slot = {
        group: { sellerId: row.company_id, sellerName: row.company_name, lines: [], subtotal: '' },
        minor: 0,
      }
      groups.set(row.company_id, slot)
    }
    slot.group.lines.push(line)
    summary.lines++
    if (!entry.selected) continue
    summary.selectedLines++
    if (!orderable) {
      summary.blockedSelected++
      continue
    }
    summary.orderableSelected++
    summary.units += entry.quantity
    summary.subtotalMinor += unit! * entry.quantity
    slot.minor += unit! * entry.quantity
  }

  summary.subtotal = money(summary.subtotalMinor)
  summary.canCheckout = summary.orderableSelected > 0
  if (!summary.canCheckout && summary.lines > 0) {
    summary.checkoutBlockedReason = i18n.t(
      summary.selectedLines === 0
        ? 'cart.summary.nothing_selected'
        : 'cart.summary.nothing_orderable'
    )
  }
  return {
    groups: [...groups.values()].map(({ group, minor }) => ({ ...group, subtotal: money(minor) })),
    summary,
  }
}

/** The cart page's lines and totals (the controller adds its links). */
export type CartPageView = ReturnType<typeof toCartPage>

/** One wished product as the wish-list page shows it. */
export interface WishItemView {
  id: number
  name: string
  url: string | null
  image: ImageSet | null
  /** Price as on the product page (AZN; day's-rate products converted), null when no longer sold or without a usable rate. */
  price: string | null
  oldPrice: string | null
  /** The seller's own amount for a foreign price ("≈ …" after the AZN price). */
  ownPrice: string | null
  dayRate: { currency: string; date: string } | null
  /** Why a product on sale has no AZN price now (then it cannot be added to the cart). */
  rateProblem: RateProblem | null
  availability: Availability | 'unavailable'
  availabilityLabel: string
  companyName: string
  moq: number
  /** Whether "add to cart" can put its minimum lot in the cart now. */
  purchasable: boolean
}

/**
 * The wish list (SPEC §2): products in the order they were wished for, with price and
 * availability; unpublished ones stay listed as no longer available (only removable).
 */
export function toWishlistItems(
  ids: number[],
  rows: Map<number, ListedProductRow>,
  locale: Locale,
  i18n: I18n,
  rates: Map<string, DayRate>
): WishItemView[] {
  const items: WishItemView[] = []
  for (const id of ids) {
    const row = rows.get(id)
    if (!row) continue
    const onSale = row.status === 'published' && row.company_active
    const availability = onSale ? availabilityOf(row) : 'unavailable'
    const prices = onSale ? displayPrice(row, locale, rates) : null
    items.push({
      id: row.id,
      name: row.name ?? i18n.t('cart.line.unnamed', { id: row.id }),
      url:
        onSale && row.slug ? urlTo('product', locale, { slugId: `${row.slug}-${row.id}` }) : null,
      image: row.image_base
        ? imageSet(row.image_base, row.image_width ?? 800, row.image_height ?? 1000)
        : null,
      price: prices?.price ?? null,
      oldPrice: prices?.oldPrice ?? null,
      ownPrice: prices?.ownPrice ?? null,
      dayRate: prices?.dayRate ?? null,
      rateProblem: prices?.rateProblem ?? null,
      availability,
      availabilityLabel: i18n.t(
        availability === 'unavailable'
          ? 'cart.line.unavailable'
          : `enums.availability.${availability}`
      ),
      companyName: row.company_name,
      moq: row.moq,
      purchasable: availability === 'in_stock' && !!prices?.price,
    })
  }
  return items
}

/**
 * The localized message of a refused cart change (SPEC §8 "product not in stock" where it
 * applies). Keys: cart.errors.*.
 */
export function cartProblemMessage(i18n: I18n, change: CartProblem): string {
  const notInStock = i18n.t('ui.messages.product_not_in_stock')
  switch (change.problem) {
    case 'not_found':
      return i18n.t('cart.errors.not_found')
    case 'not_in_cart':
      return i18n.t('cart.errors.not_in_cart')
    case 'export_only':
      return i18n.t('cart.errors.export_only')
    case 'not_in_stock':
      return notInStock
    case 'no_price':
      return rateProblemText(i18n, change.rate)
    case 'below_moq':
      return i18n.t('cart.errors.below_moq', { moq: change.moq })
    case 'too_many':
      return change.inCart > 0
        ? i18n.t('cart.errors.too_many_in_cart', {
            message: notInStock,
            stock: change.stock,
            in_cart: change.inCart,
          })
        : i18n.t('cart.errors.too_many', { message: notInStock, stock: change.stock })
    case 'line_limit':
      return i18n.t('cart.errors.line_limit', { max: change.max })
    case 'cart_full':
      return i18n.t('cart.errors.cart_full', { max: change.max })
  }
}
