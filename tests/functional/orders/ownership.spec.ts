import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { deniedCount, insertOrder, invoiceSeller, line } from './helpers.js'
import { url } from '#tests/helpers/urls'

/** Who asks: a signed-in account, or an anonymous browser with the orders its session placed. */
type Actor = { name: string; user?: User; placed?: number[] }

type Resource = 'details' | 'invoice' | 'invoice_pdf' | 'seller_invoice' | 'seller_invoice_pdf'

const RESOURCES: Record<Resource, (number: string) => string> = {
  details: (number) => url('user_orders.show', 'en', { number }),
  invoice: (number) => url('user_invoice', 'en', { number }),
  invoice_pdf: (number) => url('user_invoice.pdf', 'az', { number }),
  seller_invoice: (number) => url('seller_invoice', 'ru', { number }),
  seller_invoice_pdf: (number) => url('seller_invoice.pdf', 'en', { number }),
}

/** Pages that need an account: an anonymous browser is sent to sign in instead of getting 404. */
const NEEDS_ACCOUNT: Resource[] = ['details', 'seller_invoice', 'seller_invoice_pdf']

test.group('Orders and invoices: ownership matrix', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('two buyers, two sellers and a guest: each sees only their own orders and invoices; every other pair is a 404', async ({
    client,
    assert,
  }) => {
    const buyerA = await createAccount('buyer')
    const buyerB = await createAccount('buyer')
    const sellerA = await invoiceSeller('Şirvan Nar')
    const sellerB = await invoiceSeller('Xaçmaz Fındıq')
    // Order A: buyer A's, from seller A only. Order B: buyer B's, from seller B only.
    // Order G: a guest's, from both sellers, placed in the guest's browser session.
    const orderA = await insertOrder({
      buyer: buyerA,
      shipments: [{ seller: sellerA, lines: [line('Pomegranate')] }],
    })
    const orderB = await insertOrder({
      buyer: buyerB,
      status: 'placed',
      shipments: [{ seller: sellerB, lines: [line('Hazelnut')] }],
    })
    const orderG = await insertOrder({
      buyer: null,
      shipments: [
        { seller: sellerA, lines: [line('Juice')] },
        { seller: sellerB, lines: [line('Nuts')] },
      ],
    })
    const orders = { A: orderA, B: orderB, G: orderG }

    const actors: Actor[] = [
      { name: 'buyer A', user: buyerA },
      { name: 'buyer B', user: buyerB },
      { name: 'seller A', user: sellerA.seller },
      { name: 'seller B', user: sellerB.seller },
      { name: 'guest who placed G', placed: [orderG.id] },
      { name: 'another guest', placed: [] },
    ]

    /** Who may open what: actor → order → resources answered 200. */
    const allowed: Record<string, Partial<Record<keyof typeof orders, Resource[]>>> = {
      'buyer A': { A: ['details', 'invoice', 'invoice_pdf'] },
      'buyer B': { B: ['details', 'invoice', 'invoice_pdf'] },
      'seller A': {
        A: ['seller_invoice', 'seller_invoice_pdf'],
        G: ['seller_invoice', 'seller_invoice_pdf'],
      },
      'seller B': {
        B: ['seller_invoice', 'seller_invoice_pdf'],
        G: ['seller_invoice', 'seller_invoice_pdf'],
      },
      'guest who placed G': { G: ['invoice', 'invoice_pdf'] },
      'another guest': {},
    }

    const outcomes: string[] = []
    for (const actor of actors) {
      for (const [key, order] of Object.entries(orders) as [
        keyof typeof orders,
        (typeof orders)['A'],
      ][]) {
        for (const [resource, pathOf] of Object.entries(RESOURCES) as [
          Resource,
          (n: string) => string,
        ][]) {
          let request = client.get(pathOf(order.number)).redirects(0)
          if (actor.user) request = request.loginAs(actor.user)
          else request = request.withSession({ orders: { placed: actor.placed } })
          const response = await request
          const expected = allowed[actor.name][key]?.includes(resource)
            ? 200
            : !actor.user && NEEDS_ACCOUNT.includes(resource)
              ? 302
              : 404
          outcomes.push(`${actor.name} ${resource} ${key}: ${response.status()}`)
          assert.equal(response.status(), expected, `${actor.name} → ${resource} of order ${key}`)
          if (expected === 200 && resource.endsWith('pdf'))
            assert.equal(response.header('content-type'), 'application/pdf')
          if (expected === 302)
            assert.match(
              response.header('location')!,
              /\/(en\/login|ru\/vkhod|daxil-ol)\?as=(buyer|seller)/
            )
        }
      }
    }
    assert.lengthOf(outcomes, actors.length * 3 * 5)

    // Denials on existing orders are logged (DESIGN §6), with the order number in the detail.
    assert.isAbove(await deniedCount(orderA.number), 0)
    const buyerBDenied = await db
      .from('security_events')
      .where({ user_id: buyerB.id, event: 'authz_denied' })
      .count('* as n')
    // buyer B: details + invoice + pdf of A and G (6), seller invoice + pdf of A, B, G (6).
    assert.equal(Number(buyerBDenied[0].n), 12)
    const sellerBDenied = await db
      .from('security_events')
      .where({ user_id: sellerB.seller.id, event: 'authz_denied' })
      .count('* as n')
    // seller B: details/invoice/pdf of A, B, G (9) and the seller invoice + pdf of A (2).
    assert.equal(Number(sellerBDenied[0].n), 11)
    const guestDenied = await db
      .from('security_events')
      .whereNull('user_id')
      .where('event', 'authz_denied')
      .whereILike('detail', '%customer invoice%')
      .count('* as n')
    // guest who placed G: invoice + pdf of A and B (4); another guest: invoice + pdf of A, B, G (6).
    assert.equal(Number(guestDenied[0].n), 10)
  })

  test('an unknown order number is a 404 for everyone and is not logged as a denial', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const seller = await invoiceSeller('Masallı Tərəvəz')
    for (const path of [
      `${PAGES.user_invoice.en}/KRV-99999999`,
      `${PAGES.user_invoice.en}/KRV-99999999/pdf`,
    ]) {
      ;(await client.get(path).loginAs(buyer)).assertStatus(404)
      ;(await client.get(path)).assertStatus(404)
    }
    ;(
      await client.get(`${PAGES.seller_invoice.en}/KRV-99999999`).loginAs(seller.seller)
    ).assertStatus(404)
    ;(await client.get(`${PAGES.user_invoice.en}/not%20a%20number`).loginAs(buyer)).assertStatus(
      404
    )
    assert.equal(await deniedCount('KRV-99999999'), 0)
  })
})
