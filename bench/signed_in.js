/**
 * Issue 27's bench figures, kept apart from run.js's scenarios:
 * - a signed-in buyer's category JSON beside the anonymous one (same URLs, same wrk client): the
 *   demo buyer of the bench database (`ace karvan:demo-accounts`) signs in through the sign-in
 *   form like a browser, and wrk sends its cookies with every request;
 * - the same anonymous category JSON against a second app with one worker, to compare one
 *   process with the bench's N (bench/cluster.js).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const BUYER = 'buyer@demo.karvan.az'

/** A minimal cookie jar: name → value, fed with Set-Cookie headers (an expired cookie is removed). */
function cookieJar() {
  const jar = new Map()
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';')
        const at = pair.indexOf('=')
        const name = pair.slice(0, at).trim()
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
        if (expired) jar.delete(name)
        else jar.set(name, pair.slice(at + 1).trim())
      }
      return response
    },
    get: (name) => jar.get(name),
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}

/**
 * Signs the bench's demo buyer in on `base` and returns the Cookie header a signed-in browser
 * sends from then on. `runAce(args)` runs an ace command of the build against the bench database.
 * Throws when the sign-in does not give a signed-in session.
 */
export async function signInBenchBuyer({ base, runAce, work, inertiaHeaders }) {
  const file = join(work, 'demo_accounts.json')
  await runAce(['karvan:demo-accounts', '--force', `--file=${file}`])
  const password = JSON.parse(readFileSync(file, 'utf8'))[BUYER]
  if (!password) throw new Error(`karvan:demo-accounts wrote no password for ${BUYER}`)
  const jar = cookieJar()
  /** Pages from the anonymous micro-cache set no cookie: GET /csrf gives the session and XSRF-TOKEN (as inertia/app.tsx does). */
  jar.take(await fetch(`${base}/csrf`, { redirect: 'manual' }))
  const xsrf = jar.get('XSRF-TOKEN')
  if (!xsrf) throw new Error('GET /csrf set no XSRF-TOKEN cookie')
  const signIn = jar.take(
    await fetch(`${base}/en/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        'X-Inertia': 'true',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        'Cookie': jar.header(),
      },
      body: JSON.stringify({ account_type: 'buyer', email: BUYER, password }),
    })
  )
  if (signIn.status !== 302 && signIn.status !== 303)
    throw new Error(`signing the bench buyer in answered ${signIn.status}`)
  /** The first page after sign-in consumes its flash message (a session write): the cookies settle after it. */
  for (let i = 0; i < 2; i++) {
    const page = jar.take(
      await fetch(`${base}/en/category`, {
        redirect: 'manual',
        headers: { ...inertiaHeaders, Cookie: jar.header() },
      })
    )
    const body = await page.json().catch(() => null)
    if (page.status !== 200 || !body?.props?.auth?.user)
      throw new Error(`the bench buyer is not signed in on /en/category (${page.status})`)
  }
  return jar.header()
}

/**
 * Adds the signed-in and one-worker scenarios to `scenarios`, each in the block of the anonymous
 * category JSON (`blocks`), so all three run back to back in every round.
 */
export function addSignedInScenarios({ scenarios, blocks, cookie, oneWorkerBase }) {
  const anonymous = scenarios.find((scenario) => scenario.key === 'category_json')
  const added = [
    {
      ...anonymous,
      key: 'category_json_signed_in',
      label: 'category JSON, random page 1–50, signed-in buyer',
      ref: 'category_json',
      env: { BENCH_COOKIE: cookie },
    },
    {
      ...anonymous,
      key: 'category_json_1w',
      label: 'category JSON, random page 1–50, one worker',
      ref: null,
      base: oneWorkerBase,
    },
  ]
  scenarios.push(...added)
  blocks.find((block) => block.includes(anonymous)).push(...added)
  return added
}

/** Issue 27's targets: signed-in ≥ 0.6× anonymous; N workers ≥ 1.7× one worker. */
export function signedInTargets(summary, rounds, workers, ratio, median) {
  const paired = (key, ref) =>
    median(
      rounds
        .map((r) => ratio(r.results[key]?.rps, r.results[ref]?.rps))
        .filter((value) => value !== null)
    )
  const signedIn = paired('category_json_signed_in', 'category_json')
  const scaling = paired('category_json', 'category_json_1w')
  return [
    {
      name: 'signed-in category JSON req/s ≥ 0.6× anonymous (median of rounds)',
      value: signedIn,
      limit: '≥ 0.6',
      unit: '×',
      check: (v) => v !== null && v >= 0.6,
    },
    {
      name: `category JSON req/s, ${workers} workers ≥ 1.7× one worker (median of rounds)`,
      value: scaling,
      limit: '≥ 1.7',
      unit: '×',
      check: (v) => v !== null && v >= 1.7,
    },
  ]
}
