import db from '@adonisjs/lucid/services/db'
import { holderByKey, simulatedHolders } from '#services/mobile_signature/simulator/fixtures'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { createAccount } from '#tests/helpers/accounts'
import { url } from '#tests/helpers/urls'

export const PAGE = {
  az: '/asan-imza',
  en: '/en/mobile-signature',
  ru: '/ru/mobilnaya-podpis',
} as const

/**
 * One browser: its session values travel from response to request (the test session store
 * hands every request a fresh session id), so a sign-in flow runs as it would in a browser.
 * A second Browser is a second person with their own session.
 */
export class Browser {
  values: Record<string, any> = {}
  flash: Record<string, any> = {}

  constructor(protected client: any) {}

  #keep(response: any) {
    this.values = { ...response.session() }
    this.flash = response.flashMessages() ?? {}
    return response
  }

  /** The request with this browser's session and the flash messages left for it. */
  #with(request: any) {
    return request.withSession(this.values).withFlashMessages(this.flash).redirects(0)
  }

  async get(path: string) {
    return this.#keep(await this.#with(this.client.get(path)))
  }

  async post(path: string, form: Record<string, unknown>) {
    return this.#keep(await this.#with(this.client.post(path)).withCsrfToken().form(form))
  }

  async json(path: string, body: Record<string, unknown>) {
    return this.#keep(
      await this.#with(this.client.post(path))
        .withCsrfToken()
        .header('accept', 'application/json')
        .json(body)
    )
  }

  /** Inertia props of the page at `path`. */
  async props(path: string) {
    const response = await this.get(path)
    response.assertStatus(200)
    return inertiaPage(response.text()).props
  }

  get signedInUserId(): number | undefined {
    return this.values.auth_web
  }
}

/** Starts a sign-in with a fixture holder (or any user ID / phone) and returns the page's attempt. */
export async function start(
  browser: Browser,
  signer: { userId: string; phone: string },
  options: { accountType?: 'buyer' | 'seller'; locale?: keyof typeof PAGE } = {}
) {
  const page = PAGE[options.locale ?? 'en']
  const response = await browser.post(page, {
    user_id: signer.userId,
    phone: signer.phone,
    account_type: options.accountType ?? 'buyer',
  })
  response.assertStatus(302)
  response.assertHeader('location', page)
  return (await browser.props(page)).attempt
}

/** Asks the status endpoint until the attempt is over; returns the last answer. */
export async function pollUntilFinished(
  browser: Browser,
  attemptId: string,
  locale: keyof typeof PAGE = 'en'
) {
  for (let i = 0; i < 30; i++) {
    const response = await browser.json(url('mobile_signature.status', locale), {
      attempt: attemptId,
    })
    response.assertStatus(200)
    const answer = response.body()
    if (answer.state === 'finished') return answer as { state: 'finished'; location: string }
  }
  throw new Error('The attempt did not finish')
}

/** The holder of a fixture, with the phone as a person would type it. */
export function holder(key: string) {
  const entry = holderByKey(key)
  const [, code, a, b, c] = /^\+994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(entry.phone)!
  return { ...entry, typedPhone: `+994 ${code} ${a} ${b} ${c}` }
}

/** Removes accounts and companies of the test holders and this area's rate-limit counters. */
export async function resetMobileSignatureData() {
  const holders = simulatedHolders().filter((entry) => entry.purpose === 'test')
  const codes = holders.map((entry) => entry.personalCode)
  const voens = holders.flatMap((entry) => entry.companies.map((company) => company.voen))
  await db.from('users').whereIn('personal_code', codes).delete()
  await db.from('companies').whereIn('tax_id', voens).delete()
  await db.from('rate_limits').whereLike('key', '%mobile_signature%').delete()
}

/** A seller whose company has the given VÖEN, owned by the holder. */
export function sellerFor(
  key: string,
  voen: string,
  companyType: 'legal' | 'individual' = 'legal'
) {
  return createAccount('seller', {
    personalCode: holderByKey(key).personalCode,
    company: { taxId: voen, companyType },
  })
}

/** A buyer owned by the holder. */
export function buyerFor(key: string) {
  return createAccount('buyer', { personalCode: holderByKey(key).personalCode })
}
