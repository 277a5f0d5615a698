import type { Locale } from '#shared/locales'
import type { PaymentTerm, RfqStatus } from '#shared/rfq'

/** A fictitious foreign buyer of the demo RFQs. */
export interface DemoBuyer {
  name: string
  company: string
  email: string
  phone: string
  country: string
  port: string
  locale: Locale
}

/**
 * One demo RFQ's story: its final state, how long ago it was sent, how fast the seller answered
 * (hours; null: never), the quantity as a multiple of the offer's MOQ, the quote versions and
 * the thread. Times are relative to the seeding moment.
 */
export interface RfqScenario {
  /** Unique per company: the seed skips a scenario whose RFQ already exists (idempotent). */
  key: string
  status: RfqStatus
  buyer: DemoBuyer
  ageHours: number
  answeredAfterHours: number | null
  moqMultiple: number
  /** Products asked for: 1 or 2 of the company's export offers. */
  products: 1 | 2
  paymentTerms: PaymentTerm
  /** Statuses of quote versions 1, 2… in order. */
  quotes: ('superseded' | 'current' | 'accepted' | 'declined' | 'expired')[]
  /** Thread, in order: who wrote what. */
  messages: { author: 'buyer' | 'seller'; body: string }[]
  message: string
}

export const BUYERS = {
  hamburg: {
    name: 'Anna Weber',
    company: 'Hanse Nusskontor GmbH',
    email: 'a.weber@hanse-nusskontor.example',
    phone: '+49 40 555 0142',
    country: 'DE',
    port: 'Hamburg',
    locale: 'en',
  },
  dubai: {
    name: 'Omar Al Mansoori',
    company: 'Gulf Leaf Trading LLC',
    email: 'omar@gulfleaf-trading.example',
    phone: '+971 4 555 0199',
    country: 'AE',
    port: 'Jebel Ali',
    locale: 'en',
  },
  tbilisi: {
    name: 'Nino Beridze',
    company: 'Vinoteka Rustaveli',
    email: 'nino@vinoteka-rustaveli.example',
    phone: '+995 32 255 0177',
    country: 'GE',
    port: 'Tbilisi',
    locale: 'ru',
  },
  almaty: {
    name: 'Aigerim Nurlanova',
    company: 'Steppe Gourmet TOO',
    email: 'a.nurlanova@steppe-gourmet.example',
    phone: '+7 727 355 0120',
    country: 'KZ',
    port: 'Aktau',
    locale: 'ru',
  },
  warsaw: {
    name: 'Piotr Kowalski',
    company: 'Wisła Delikatesy Sp. z o.o.',
    email: 'p.kowalski@wisla-delikatesy.example',
    phone: '+48 22 555 0163',
    country: 'PL',
    port: 'Gdańsk',
    locale: 'en',
  },
  istanbul: {
    name: 'Elif Yılmaz',
    company: 'Boğaz Kuruyemiş A.Ş.',
    email: 'elif@bogaz-kuruyemis.example',
    phone: '+90 212 555 0188',
    country: 'TR',
    port: 'Istanbul (Ambarlı)',
    locale: 'az',
  },
} as const satisfies Record<string, DemoBuyer>

/** The demo seller company's RFQs: one in each resting state (`accepted` lasts only inside a transaction). */
export const DEMO_SELLER_SCENARIOS: RfqScenario[] = [
  {
    key: 'unconfirmed',
    status: 'unconfirmed',
    buyer: BUYERS.warsaw,
    ageHours: 2,
    answeredAfterHours: null,
    moqMultiple: 2,
    products: 1,
    paymentTerms: 'tt_advance',
    quotes: [],
    messages: [],
    message: 'We are opening a Caucasus shelf in 12 stores. Please quote CIF Gdańsk.',
  },
  {
    key: 'requested',
    status: 'requested',
    buyer: BUYERS.almaty,
    ageHours: 5,
    answeredAfterHours: null,
    moqMultiple: 3,
    products: 2,
    paymentTerms: 'tt_30_70',
    quotes: [],
    messages: [],
    message: 'Нужна поставка через Актау до конца квартала. Просим цену и срок производства.',
  },
  {
    key: 'quoted',
    status: 'quoted',
    buyer: BUYERS.hamburg,
    ageHours: 6 * 24,
    answeredAfterHours: 4,
    moqMultiple: 4,
    products: 1,
    paymentTerms: 'tt_30_70',
    quotes: ['superseded', 'current'],
    messages: [
      { author: 'buyer', body: 'Thank you. Could you improve the price if we take four lots?' },
      { author: 'seller', body: 'Yes — version 2 gives 4 % off for the full quantity.' },
    ],
    message:
      'We import nuts for German retail. Please quote FOB Poti, organic certificate welcome.',
  },
  {
    key: 'proforma_issued',
    status: 'proforma_issued',
    buyer: BUYERS.dubai,
    ageHours: 12 * 24,
    answeredAfterHours: 7,
    moqMultiple: 5,
    products: 2,
    paymentTerms: 'lc_at_sight',
    quotes: ['accepted'],
    messages: [
      { author: 'buyer', body: 'Accepted. Please send the pro-forma for our bank.' },
      { author: 'seller', body: 'Pro-forma issued; our bank details are on it.' },
    ],
    message: 'Distributor for the UAE and Oman. Interested in a trial container.',
  },
  {
    key: 'fulfilled',
    status: 'fulfilled',
    buyer: BUYERS.tbilisi,
    ageHours: 45 * 24,
    answeredAfterHours: 2,
    moqMultiple: 2,
    products: 1,
    paymentTerms: 'tt_advance',
    quotes: ['accepted'],
    messages: [{ author: 'buyer', body: 'Товар получили, всё в порядке. Спасибо!' }],
    message: 'Винный магазин в Тбилиси, ищем азербайджанские продукты для подарочных наборов.',
  },
  {
    key: 'declined',
    status: 'declined',
    buyer: BUYERS.istanbul,
    ageHours: 20 * 24,
    answeredAfterHours: 26,
    moqMultiple: 40,
    products: 1,
    paymentTerms: 'cad',
    quotes: [],
    messages: [
      {
        author: 'seller',
        body: 'Bu həcmdə tələb olunan tarixə qədər göndərə bilmirik, bağışlayın.',
      },
    ],
    message: 'Ramazan öncesi büyük parti lazım. Fiyat ve teslim süresi?',
  },
  {
    key: 'expired',
    status: 'expired',
    buyer: BUYERS.warsaw,
    ageHours: 40 * 24,
    answeredAfterHours: null,
    moqMultiple: 1,
    products: 1,
    paymentTerms: 'tt_advance',
    quotes: [],
    messages: [],
    message: 'Sample order for a trade fair stand in Poznań.',
  },
  {
    key: 'withdrawn',
    status: 'withdrawn',
    buyer: BUYERS.almaty,
    ageHours: 9 * 24,
    answeredAfterHours: null,
    moqMultiple: 2,
    products: 1,
    paymentTerms: 'tt_30_70',
    quotes: [],
    messages: [{ author: 'buyer', body: 'Отменяем: нашли поставщика ближе к складу.' }],
    message: 'Рассматриваем новый ассортимент для сети в Алматы.',
  },
]

/**
 * RFQs of other companies with export offers, so their supplier pages show a response time:
 * two answered (after `answeredAfterHours[i]` hours) and one left unanswered for four days.
 */
export function otherCompanyScenarios(index: number): RfqScenario[] {
  const answered = [
    [1.5, 6],
    [3, 20],
    [0.5, 2],
    [30, 60],
  ][index % 4]
  const base = {
    moqMultiple: 2,
    products: 1 as const,
    paymentTerms: 'tt_30_70' as const,
    messages: [],
    message: 'Please send your best price and lead time.',
  }
  return [
    {
      ...base,
      key: 'other-1',
      status: 'quoted',
      buyer: BUYERS.hamburg,
      ageHours: 10 * 24,
      answeredAfterHours: answered[0],
      quotes: ['current'],
    },
    {
      ...base,
      key: 'other-2',
      status: 'quoted',
      buyer: BUYERS.dubai,
      ageHours: 25 * 24,
      answeredAfterHours: answered[1],
      quotes: ['current'],
    },
    {
      ...base,
      key: 'other-3',
      status: 'requested',
      buyer: BUYERS.istanbul,
      ageHours: 4 * 24,
      answeredAfterHours: null,
      quotes: [],
    },
  ]
}
