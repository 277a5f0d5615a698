import { test } from '@japa/runner'
import { Qs } from '@adonisjs/core/http'
import { http } from '#config/app'
import { parseFlatQuery } from '#services/api/flat_query'

/** AdonisJS's own parser with the app's options: what `ctx.request.qs()` gives. */
const qs = new Qs(http.qs)

/** Queries the flat parser must read itself, each as `Qs` reads it. */
const FLAT = [
  '',
  'lang=en&limit=24&sort=price_asc&category=nuts&v=123456789',
  'lang=en&limit=24&sort=new&v=1',
  'q=fındıq+qovrulmuş&lang=az',
  'q=%D1%84%D1%83%D0%BD%D0%B4%D1%83%D0%BA&lang=ru',
  'q=a%2Bb+c%20d',
  'q=100%25',
  'q=%E0%A4%A',
  'q=%',
  'q=%zz+x',
  'lang=',
  'q=a=b=c',
  'in_stock=true&export=1&min_price=1.50&max_price=20',
  'cursor=WyJuZXciLCIyMDI2LTAxLTAxIiwxMDQyXQ',
  'x-y_z=1',
  'q=%2C',
]

/** Queries it must hand to `Qs` (null): lists, brackets, duplicates, prototype names, odd pairs. */
const NOT_FLAT = [
  'supplier=3,7',
  'a[]=1&a[]=2',
  'a%5B%5D=1',
  'a=1&a=2',
  'a[b]=1',
  'q=a]=b',
  'q=%5b',
  'toString=1',
  '__proto__=1',
  'hasOwnProperty=x',
  'constructor=1',
  'flag',
  '=x',
  'a=1&&b=2',
  '?lang=en',
  '0=a',
  'a+b=1',
  'a.b=1',
  'a%20b=1',
  Array.from({ length: 70 }, (_, index) => `p${index}=1`).join('&'),
]

test.group('parseFlatQuery', () => {
  test('reads flat queries exactly as AdonisJS Qs does', ({ assert }) => {
    for (const query of FLAT) {
      const flat = parseFlatQuery(query)
      assert.isNotNull(flat, query)
      assert.deepEqual(flat, qs.parse(query), query)
    }
  })

  test('hands every other query to Qs', ({ assert }) => {
    for (const query of NOT_FLAT) assert.isNull(parseFlatQuery(query), query)
  })

  test('never disagrees with Qs on random queries of tricky characters', ({ assert }) => {
    const names = [
      'a',
      'b',
      'lang',
      'q',
      'x_1',
      'toString',
      '__proto__',
      'a.b',
      'a[]',
      '',
      'a%5B0%5D',
    ]
    const pieces = [
      'a',
      'z',
      '=',
      '+',
      '%',
      '%2',
      '%20',
      '%C3%A7',
      '%E0%A4',
      ',',
      '[',
      ']',
      '%5B',
      '%5d',
    ]
    pieces.push('.', '_', '-', '0', '?', '#', 'ə', ' ', '%2C', '%25', '%FF')
    let seed = 25
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const pick = (list: string[]) => list[Math.floor(random() * list.length)]
    let flatCount = 0
    for (let run = 0; run < 5_000; run++) {
      const pairs: string[] = []
      const pairCount = 1 + Math.floor(random() * 4)
      for (let index = 0; index < pairCount; index++) {
        let value = ''
        const length = Math.floor(random() * 6)
        for (let at = 0; at < length; at++) value += pick(pieces)
        pairs.push(random() < 0.9 ? `${pick(names)}=${value}` : value)
      }
      const query = pairs.join('&')
      const flat = parseFlatQuery(query)
      if (flat === null) continue
      flatCount += 1
      assert.deepEqual(flat, qs.parse(query), query)
    }
    // The random queries exercise the flat parser, not only its refusals.
    assert.isAbove(flatCount, 200)
  })
})
