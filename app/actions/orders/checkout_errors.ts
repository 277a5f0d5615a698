/**
 * Domain errors of placing an order (issue 6). Each is raised inside the order transaction, so
 * nothing is saved; the checkout controller turns them into localized messages
 * (resources/lang/*\/checkout.json `errors.*`). InsufficientStock comes from order_stock.ts.
 */

/** Products that are unknown, unpublished, withdrawn or whose producer is suspended (code E_PRODUCT_UNAVAILABLE; SPEC §8 "product not in stock"). */
export class ProductsUnavailable extends Error {
  code = 'E_PRODUCT_UNAVAILABLE'
  constructor(public productIds: number[]) {
    super(`Product(s) ${productIds.join(', ')} cannot be ordered`)
  }
}

/**
 * Products priced in a foreign currency without a usable CBAR rate (none stored, or the newest
 * older than RATES_MAX_AGE_DAYS): there is no AZN amount to charge (code E_PRICE_UNAVAILABLE;
 * docs/money.md).
 */
export class PriceUnavailable extends Error {
  code = 'E_PRICE_UNAVAILABLE'
  constructor(public productIds: number[]) {
    super(`Product(s) ${productIds.join(', ')} have no current exchange rate for their price`)
  }
}

/** Lines below their product's minimum order lot (code E_BELOW_MINIMUM_LOT). */
export class BelowMinimumLot extends Error {
  code = 'E_BELOW_MINIMUM_LOT'
  constructor(public productIds: number[]) {
    super(`Product(s) ${productIds.join(', ')} ordered below the minimum lot`)
  }
}

/** Shipments that no chosen delivery type can serve (code E_DELIVERY_NOT_POSSIBLE; SPEC §8 "delivery not possible for some cart products"). */
export class DeliveryNotPossible extends Error {
  code = 'E_DELIVERY_NOT_POSSIBLE'
  constructor(public productIds: number[]) {
    super(`Delivery not possible for product(s) ${productIds.join(', ')}`)
  }
}

/** The recomputed total (qəpik) differs from the one the buyer saw (code E_TOTAL_CHANGED): prices or delivery changed. */
export class TotalChanged extends Error {
  code = 'E_TOTAL_CHANGED'
  constructor(
    public expectedMinor: number,
    public actualMinor: number
  ) {
    super(`Order total changed: the buyer saw ${expectedMinor}, it is now ${actualMinor}`)
  }
}

/** The idempotency key was already used by a different submission (code E_IDEMPOTENCY_CONFLICT). */
export class IdempotencyConflict extends Error {
  code = 'E_IDEMPOTENCY_CONFLICT'
  constructor() {
    super('This checkout form was already submitted with different data')
  }
}

/** Nothing to order: the cart (or the buy-now line) is empty (code E_EMPTY_CHECKOUT). */
export class EmptyCheckout extends Error {
  code = 'E_EMPTY_CHECKOUT'
  constructor() {
    super('There is nothing to check out')
  }
}
