/**
 * Order scenarios of `npm run bench` (issue 6 "correctness under load"): N concurrent virtual
 * buyers, each a guest with its own session (cookie jar + XSRF token from GET /csrf), for a fixed
 * time per scenario:
 * - category_json_c: the category page as Inertia JSON, the reference measured by this same
 *   client at the same concurrency (so the ratio compares like with like);
 * - add_to_cart: POST {cart}/lines of a random purchasable product (the cart is emptied, untimed,
 *   every 80 lines);
 * - place_order: per iteration an untimed add-to-cart and checkout GET (for the idempotency key
 *   and the total the buyer sees), then the timed POST of the checkout form (cash on delivery,
 *   ordinary delivery to a pin in Bakı). Success = 303 to the order confirmation.
 * Latencies in ms; every non-success is counted by kind (5xx, other status, network error).
 * The scenarios run one after another; call it with the app cluster already up.
 */
import { randomUUID } from 'node:crypto'

const BAKU = { lat: 40.4093, lng: 49.8671 }

/** A tiny cookie jar: name → value, from Set-Cookie headers. */
class Jar {
  #cookies = new Map()
  take(response) {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      if (index > 0) this.#cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
  }
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  xsrf() {
    const value = this.#cookies.get('XSRF-TOKEN')
    return value ? decodeURIComponent(value) : ''
  }
}

/** One guest buyer: its own session and CSRF token. */
class Buyer {
  jar = new Jar()
  constructor(base, version) {
    this.base = base
    this.version = version
  }
  async open() {
    const response = await fetch(`${this.base}/csrf`, { redirect: 'manual' })
    this.jar.take(response)
    await response.arrayBuffer()
    if (!this.jar.xsrf()) throw new Error('GET /csrf set no XSRF-TOKEN cookie')
  }
  async request(method, path, body, extra = {}) {
    const headers = {
      'Cookie': this.jar.header(),
      'X-XSRF-TOKEN': this.jar.xsrf(),
      'X-Inertia': 'true',
      'X-Requested-With': 'XMLHttpRequest',
      'Referer': `${this.base}${path}`,
      'Accept': 'text/html, application/xhtml+xml',
      ...(this.version ? { 'X-Inertia-Version': String(this.version) } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...extra,
    }
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    this.jar.take(response)
    const text = await response.text()
    return { status: response.status, location: response.headers.get('location') ?? '', text }
  }
}

/** Latency recorder with counts of failures by kind. */
class Recorder {
  latencies = []
  failures = { server: 0, status: 0, network: 0 }
  samples = []
  async time(fn, ok) {
    const start = performance.now()
    try {
      const result = await fn()
      const ms = performance.now() - start
      if (result.status >= 500) this.failures.server++
      else if (!ok(result)) {
        this.failures.status++
        if (this.samples.length < 3)
          this.samples.push(`${result.status} ${result.location} ${result.text.slice(0, 160)}`)
      }
      this.latencies.push(ms)
      return result
    } catch (error) {
      this.failures.network++
      if (this.samples.length < 3) this.samples.push(String(error))
      return null
    }
  }
  summary(seconds) {
    const sorted = [...this.latencies].sort((a, b) => a - b)
    const at = (q) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null
    return {
      requests: sorted.length,
      rps: sorted.length / seconds,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      failures: this.failures,
      samples: this.samples,
    }
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)]

/** Runs `clients` loops of `step(buyer, recorder)` for `seconds`. */
async function drive({ base, version, clients, seconds, step }) {
  const buyers = await Promise.all(
    Array.from({ length: clients }, async () => {
      const buyer = new Buyer(base, version)
      await buyer.open()
      return buyer
    })
  )
  const recorder = new Recorder()
  const until = Date.now() + seconds * 1000
  await Promise.all(
    buyers.map(async (buyer) => {
      while (Date.now() < until) await step(buyer, recorder)
    })
  )
  return recorder.summary(seconds)
}

/**
 * Measures the three scenarios. `categories` are `{ slug, pages }`, `products` are
 * `{ id, moq }` purchasable products; returns `{ category_json_c, add_to_cart, place_order }`.
 */
export async function measureOrderScenarios({
  base,
  version,
  clients,
  seconds,
  referenceSeconds,
  categories,
  products,
  log,
}) {
  const sorts = ['new', 'popular', 'price_asc', 'price_desc']
  const results = {}

  results.category_json_c = await drive({
    base,
    version,
    clients,
    seconds: referenceSeconds,
    step: async (buyer, recorder) => {
      const category = pick(categories)
      const page = 1 + Math.floor(Math.random() * Math.min(category.pages, 50))
      await recorder.time(
        () =>
          buyer.request('GET', `/en/category/${category.slug}?sort=${pick(sorts)}&page=${page}`),
        (r) => r.status === 200
      )
    },
  })
  log?.(`  orders: category JSON (same client) p95 ${results.category_json_c.p95?.toFixed(1)} ms`)

  const lines = new WeakMap()
  results.add_to_cart = await drive({
    base,
    version,
    clients,
    seconds,
    step: async (buyer, recorder) => {
      const count = lines.get(buyer) ?? 0
      if (count >= 80) {
        await buyer.request('POST', '/en/cart/lines/delete', { all: true })
        lines.set(buyer, 0)
      }
      const product = pick(products)
      await recorder.time(
        () =>
          buyer.request('POST', '/en/cart/lines', {
            product_id: product.id,
            quantity: product.moq,
          }),
        (r) => r.status === 303 || r.status === 302
      )
      lines.set(buyer, count + 1)
    },
  })
  log?.(`  orders: add to cart p95 ${results.add_to_cart.p95?.toFixed(1)} ms`)

  results.place_order = await drive({
    base,
    version,
    clients,
    seconds,
    step: async (buyer, recorder) => {
      const product = pick(products)
      await buyer.request('POST', '/en/cart/lines/delete', { all: true })
      const added = await buyer.request('POST', '/en/cart/lines', {
        product_id: product.id,
        quantity: product.moq,
      })
      if (added.status >= 400) return
      const page = await buyer.request('GET', `/en/checkout?lat=${BAKU.lat}&lng=${BAKU.lng}`)
      if (page.status !== 200) return
      const props = JSON.parse(page.text).props
      const shipments = props.delivery?.shipments ?? []
      const types = {}
      let fees = 0
      for (const shipment of shipments) {
        const option =
          shipment.options.find((o) => o.type === 'ordinary' && o.feasible) ??
          shipment.options.find((o) => o.feasible)
        if (!option) return
        types[shipment.companyId] = option.type
        fees += option.feeMinor
      }
      const form = {
        name: 'Bench Buyer',
        phone: '+994501234567',
        email: 'bench@example.com',
        address: 'Nizami küçəsi 1',
        city: 'Bakı',
        region: '',
        country: 'AZ',
        postalCode: '',
        latitude: BAKU.lat,
        longitude: BAKU.lng,
        billingSame: true,
        deliveryTypes: types,
        paymentMethod: 'cash_on_delivery',
        comment: '',
        idempotencyKey: props.idempotencyKey ?? randomUUID(),
        expectedTotalMinor: props.subtotalMinor + fees,
      }
      await recorder.time(
        () => buyer.request('POST', '/en/checkout', form),
        (r) => (r.status === 303 || r.status === 302) && r.location.includes('/order-confirmation/')
      )
    },
  })
  log?.(`  orders: place order p95 ${results.place_order.p95?.toFixed(1)} ms`)
  return results
}
