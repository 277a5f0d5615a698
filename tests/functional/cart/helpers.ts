import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { PAGES, type Locale } from '#lib/route_table'
import { cartUrls } from '#services/cart/cart_urls'
import { inertiaPage } from '#tests/helpers/inertia_page'
import {
  productOf,
  sellerAt,
  type ProductFixtureOptions,
  type SellerFixture,
} from '#tests/helpers/orders'

export const CART = PAGES.cart
export const WISHLIST = PAGES.wishlist
export const urls = (locale: Locale = 'en') => cartUrls(locale)

/**
 * One browser: its session travels from response to request (the test session store hands
 * every request a fresh session id, so values are carried over as a browser's cookie would),
 * optionally signed in as `user`. Every change is posted as Inertia does (JSON, CSRF token,
 * Referer of the page it came from).
 */
export class Shopper {
  values: Record<string, any> = {}
  flash: Record<string, any> = {}
  /** The page the next change is made from (Referer): redirects go back there. */
  page = CART.en as string

  constructor(
    protected client: any,
    public user?: User
  ) {}

  #keep(response: any) {
    this.values = { ...response.session() }
    this.flash = response.flashMessages() ?? {}
    return response
  }

  #with(request: any) {
    const prepared = request.withSession(this.values).withFlashMessages(this.flash).redirects(0)
    return this.user ? prepared.loginAs(this.user) : prepared
  }

  async get(path: string) {
    return this.#keep(await this.#with(this.client.get(path)))
  }

  /** A state change as Inertia sends it: `method` with a JSON body and the CSRF token. */
  async send(method: 'post' | 'patch', path: string, body: unknown) {
    const request = this.#with(this.client[method](path))
      .withCsrfToken()
      .header('referer', this.page)
      .header('X-Inertia', 'true')
    return this.#keep(await request.json(body))
  }

  post(path: string, body: unknown) {
    return this.send('post', path, body)
  }

  patch(path: string, body: unknown) {
    return this.send('patch', path, body)
  }

  /** Inertia props of the page at `path` (the shopper is then "on" that page). */
  async props(path: string) {
    const response = await this.get(path)
    response.assertStatus(200)
    this.page = path
    return inertiaPage(response.text()).props
  }

  /** The cart page's lines, flattened across sellers. */
  async lines(locale: Locale = 'en') {
    const props = await this.props(CART[locale])
    return (props.groups as any[]).flatMap((group) => group.lines)
  }
}

/** Messages the last response flashed for the form (`inputErrorsBag`). */
export function errorsOf(response: any): Record<string, string> {
  const bag = response.flashMessages()?.inputErrorsBag ?? {}
  return Object.fromEntries(
    Object.entries(bag).map(([key, value]) => [
      key,
      Array.isArray(value) ? String(value[0]) : String(value),
    ])
  )
}

/** A seller with products: `products` options per product. */
export async function shopWith(
  ...products: ProductFixtureOptions[]
): Promise<{ fixture: SellerFixture; ids: number[] }> {
  const fixture = await sellerAt()
  const ids: number[] = []
  for (const options of products) ids.push(await productOf(fixture, options))
  return { fixture, ids }
}

/** A buyer's cart rows in the database, by product id. */
export async function dbCart(userId: number) {
  const rows = await db.from('cart_items').where('user_id', userId).orderBy('product_id')
  return Object.fromEntries(
    rows.map((row) => [
      row.product_id,
      { quantity: row.quantity, selected: row.selected, added: Number(row.added_price_minor) },
    ])
  )
}

/** A buyer's wish list in the database, oldest first. */
export async function dbWishlist(userId: number): Promise<number[]> {
  const rows = await db.from('wishlist_items').where('user_id', userId).orderBy('id')
  return rows.map((row) => row.product_id)
}
