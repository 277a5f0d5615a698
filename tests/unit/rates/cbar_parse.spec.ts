import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { parseCbarBulletin } from '#services/rates/cbar_rates_source'
import { RatesSourceError, bakuToday, isIsoDate } from '#services/rates/rates_source'

/** A recorded bulletin from tests/fixtures/cbar. */
function fixture(name: string) {
  return readFileSync(new URL(`../../fixtures/cbar/${name}`, import.meta.url), 'utf8')
}

/** A one-currency bulletin around `valutes`. */
function bulletin(valutes: string, date = '19.11.2026') {
  return `<?xml version="1.0" encoding="UTF-8"?><ValCurs Date="${date}" Name="AZN məzənnələri"><ValType Type="Xarici valyutalar">${valutes}</ValType></ValCurs>`
}

test.group('CBAR bulletin parsing (INTEGRATIONS §3)', () => {
  test('reads the bulletin date and every currency with nominal and value as printed', ({
    assert,
  }) => {
    const parsed = parseCbarBulletin(fixture('19.11.2026.xml'))
    assert.equal(parsed.date, '2026-11-19')
    assert.lengthOf(parsed.rates, 19)
    assert.deepEqual(
      parsed.rates.find((rate) => rate.code === 'USD'),
      {
        code: 'USD',
        nominal: 1,
        value: '1.7',
        name: '1 ABŞ dolları',
      }
    )
    assert.deepEqual(
      parsed.rates.find((rate) => rate.code === 'EUR'),
      {
        code: 'EUR',
        nominal: 1,
        value: '1.9712',
        name: '1 Avro',
      }
    )
  })

  test('currencies quoted per 100 units keep their nominal: AZN per rouble = Value / 100', ({
    assert,
  }) => {
    const { rates } = parseCbarBulletin(fixture('19.11.2026.xml'))
    const rub = rates.find((rate) => rate.code === 'RUB')!
    assert.deepEqual(rub, { code: 'RUB', nominal: 100, value: '2.1043', name: '100 Rusiya rublu' })
    assert.closeTo(Number(rub.value) / rub.nominal, 0.021043, 1e-12)
    for (const code of ['JPY', 'KZT', 'KRW', 'IRR', 'UZS']) {
      assert.equal(rates.find((rate) => rate.code === code)?.nominal, 100, code)
    }
  })

  test('bank metals ("1 t.u." troy ounce, sometimes no value) are skipped', ({ assert }) => {
    const codes = parseCbarBulletin(fixture('19.11.2026.xml')).rates.map((rate) => rate.code)
    for (const metal of ['XAU', 'XAG', 'XPT', 'XPD']) assert.notInclude(codes, metal)
    const parsed = parseCbarBulletin(
      bulletin(
        '<Valute Code="USD"><Nominal>1</Nominal><Name>1 ABŞ dolları</Name><Value>1.7</Value></Valute>' +
          '<Valute Code="EUR"><Nominal>1</Nominal><Name>1 Avro</Name><Value></Value></Valute>'
      )
    )
    assert.deepEqual(
      parsed.rates.map((rate) => rate.code),
      ['USD']
    )
  })

  test('currencies are found by code whatever the order and spelling of the value types', ({
    assert,
  }) => {
    const friday = parseCbarBulletin(fixture('20.11.2026.xml'))
    assert.equal(friday.date, '2026-11-20')
    assert.equal(friday.rates[0].code, 'USD')
    assert.equal(friday.rates.find((rate) => rate.code === 'EUR')?.value, '1.9788')
    assert.notInclude(
      friday.rates.map((rate) => rate.code),
      'XPD'
    )
  })

  test("a weekend request gets the last working day's bulletin, dated as printed", ({ assert }) => {
    assert.equal(parseCbarBulletin(fixture('22.11.2026.xml')).date, '2026-11-20')
  })

  test('character references in names are decoded', ({ assert }) => {
    const { rates } = parseCbarBulletin(
      bulletin(
        '<Valute Code="GBP"><Nominal>1</Nominal><Name>1 &#x130;ngilis funt &amp; sterlinqi</Name>' +
          '<Value>2.2348</Value></Valute>'
      )
    )
    assert.equal(rates[0].name, '1 İngilis funt & sterlinqi')
  })

  test('{name} is rejected')
    .with([
      { name: 'an HTML error page', xml: fixture('garbage.html'), error: /DTD|well-formed/ },
      { name: 'an empty body', xml: '', error: /well-formed/ },
      { name: 'plain text', xml: 'Service Unavailable', error: /well-formed/ },
      {
        name: 'a truncated bulletin',
        xml: fixture('19.11.2026.xml').slice(0, 1500),
        error: /well-formed/,
      },
      {
        name: 'mismatched tags',
        xml: bulletin('<Valute Code="USD"><Nominal>1</Nominal><Value>1.7</Nominal></Valute>'),
        error: /well-formed/,
      },
      {
        name: 'an external entity (XXE)',
        xml: '<?xml version="1.0"?><!DOCTYPE ValCurs [<!ENTITY x SYSTEM "file:///etc/passwd">]><ValCurs Date="19.11.2026"><ValType><Valute Code="USD"><Nominal>1</Nominal><Name>&x;</Name><Value>1.7</Value></Valute></ValType></ValCurs>',
        error: /DTD/,
      },
      {
        name: 'an entity bomb',
        xml: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><ValCurs Date="19.11.2026"/>',
        error: /DTD/,
      },
      { name: 'XML that is not a bulletin', xml: '<rss><channel/></rss>', error: /no ValCurs/ },
      {
        name: 'a bulletin without a date',
        xml: bulletin('<Valute Code="USD"><Nominal>1</Nominal><Value>1.7</Value></Valute>', ''),
        error: /no valid date/,
      },
      {
        name: 'a bulletin with an impossible date',
        xml: bulletin(
          '<Valute Code="USD"><Nominal>1</Nominal><Value>1.7</Value></Valute>',
          '31.02.2026'
        ),
        error: /no valid date/,
      },
      {
        name: 'a bulletin with metals only',
        xml: bulletin(
          '<Valute Code="XAU"><Nominal>1 t.u.</Nominal><Value>6962.3845</Value></Valute>'
        ),
        error: /no currency rates/,
      },
      {
        name: 'a bulletin with nonsense figures',
        xml: bulletin(
          '<Valute Code="USD"><Nominal>one</Nominal><Value>1.7</Value></Valute><Valute Code="EUR"><Nominal>1</Nominal><Value>1,97</Value></Valute><Valute Code="GBP"><Nominal>1</Nominal><Value>-2</Value></Valute><Valute Code="TRY"><Nominal>0</Nominal><Value>0.04</Value></Valute>'
        ),
        error: /no currency rates/,
      },
    ])
    .run(({ assert }, { xml, error }) => {
      assert.throws(() => parseCbarBulletin(xml), RatesSourceError)
      assert.throws(() => parseCbarBulletin(xml), error)
    })
})

test.group('Rates calendar', () => {
  test('"today" is the date in Baku (UTC+4)', ({ assert }) => {
    assert.equal(bakuToday(new Date('2026-11-21T19:59:59Z')), '2026-11-21')
    assert.equal(bakuToday(new Date('2026-11-21T20:00:00Z')), '2026-11-22')
  })

  test('dates are YYYY-MM-DD calendar dates', ({ assert }) => {
    assert.isTrue(isIsoDate('2026-11-20'))
    assert.isTrue(isIsoDate('2028-02-29'))
    assert.isFalse(isIsoDate('2026-02-29'))
    assert.isFalse(isIsoDate('20.11.2026'))
    assert.isFalse(isIsoDate('2026-11-20T00:00'))
  })
})
