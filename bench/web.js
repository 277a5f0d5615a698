/**
 * `npm run bench:web` — issue 26, "Measured, not guessed": what a buyer on a phone gets, in a
 * real browser. A benchmark, not a timed test.
 *
 *   npm run bench:web -- [--runs 3] [--strict] [--locales az,en,ru] [--pages home,category] [--serve]
 *                        [--build-dir DIR]
 *                        [--no-build] [--pg-port 54339] [--out bench/web-results.json]
 *
 * 1. The production build started as `npm start` starts it (npm start's worker supervisor, one worker:
 *    Lighthouse sends one request at a time; bench/cluster.js) on the seeded demo catalogue (`ace db:seed`) in its own database
 *    `karvan_web` (DATABASE_URL's server, else the bench's embedded cluster under
 *    storage/bench-pg; bench/harness.js).
 * 2. Lighthouse 12.2.3 (the pinned devDependency) with its default mobile preset (simulated
 *    slow 4G, 4× CPU slowdown, moto-g-power screen) in Debian's Chromium (CHROMIUM_PATH or
 *    bin/chromium.js's lookup), headless, against home, category, product, search, cart,
 *    supplier list and supplier page in az, en and ru (21 URLs); every URL `--runs` times
 *    (default 3), the median of each figure. Every Lighthouse run starts with empty storage and
 *    cache: a first visit.
 * 3. Bytes transferred (encoded, headers included) by a first visit to a category page with an
 *    empty cache, then by a repeat visit (a new navigation to the same URL, HTTP cache kept),
 *    counted in the same Chromium through the DevTools protocol; per locale, the largest graded.
 * 4. A table, the issue's targets with PASS/FAIL (SEO on search and cart without is-crawlable:
 *    they are noindex on purpose, NOINDEX_KINDS), and JSON (--out). Exit 0 whatever the targets
 *    say (non-zero when the harness fails), unless --strict: then 1 when a target is missed.
 *
 * Lighthouse figures move with the machine's load (its throttling is simulated from the
 * trace): the load average is printed and stored; compare runs on a quiet machine.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { findChromium } from '../bin/chromium.js'
import {
  BENCH,
  ROOT,
  appEnv,
  createHarness,
  fixed,
  freePort,
  get,
  median,
  printTable,
  sql,
} from './harness.js'

const DB_NAME = 'karvan_web'
const KB = 1_000

/** Issue 26's targets. */
const TARGETS = {
  performance: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  firstVisitKb: 200,
  repeatVisitKb: 40,
}

/** The pages of the issue, in table order. */
const KINDS = ['home', 'category', 'product', 'search', 'cart', 'suppliers', 'supplier']
/**
 * Pages that tell search engines `noindex` on purpose: a search result page (Google asks sites
 * not to have their internal search results indexed) and a visitor's own cart. Lighthouse's
 * `is-crawlable` audit fails on them by definition; their SEO target is graded on every other
 * SEO audit (the table prints Lighthouse's own score).
 */
const NOINDEX_KINDS = new Set(['search', 'cart'])
/** A search term each language's buyers type for the seeded hazelnuts. */
const SEARCH_TERMS = { az: 'fındıq', en: 'hazelnut', ru: 'фундук' }

const { values: opts } = parseArgs({
  options: {
    'runs': { type: 'string', default: '3' },
    'strict': { type: 'boolean', default: false },
    'locales': { type: 'string', default: 'az,en,ru' },
    'pages': { type: 'string', default: KINDS.join(',') },
    'build-dir': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'pg-port': { type: 'string', default: process.env.KARVAN_BENCH_PG_PORT ?? '54339' },
    'out': { type: 'string', default: join(BENCH, 'web-results.json') },
    'serve': { type: 'boolean', default: false },
    'help': { type: 'boolean', default: false },
  },
})
if (opts.help) {
  console.log(readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0])
  process.exit(0)
}
const runs = Number(opts.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive integer (got ${opts.runs})`)
  process.exit(2)
}
const locales = opts.locales.split(',').filter(Boolean)
/** `--pages home,category`: a subset of KINDS (diagnosis; the targets are graded on what ran). */
const kinds = KINDS.filter((kind) => opts.pages.split(',').includes(kind))

const harness = createHarness({ prefix: 'karvan-web-bench-' })
const log = (line) => console.log(line)

/** The Inertia page object embedded in an HTML page. */
function pageObject(html) {
  const match = html.match(/<script[^>]*data-page[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error('no Inertia page object in the HTML page')
  return JSON.parse(match[1])
}

/** Migrates `karvan_web`, seeds the demo catalogue once and fills missing image widths (as `npm start` does). */
async function prepareDatabase(buildDir) {
  const { url } = await harness.openDatabase({ name: DB_NAME, pgPort: opts['pg-port'], log })
  const env = appEnv({ DATABASE_URL: url, PORT: '3333' })
  await harness.run('migrate', process.execPath, ['ace.js', 'migration:run', '--force'], {
    cwd: buildDir,
    env,
  })
  const [{ seeded }] = await sql(url, 'SELECT EXISTS (SELECT 1 FROM categories) AS seeded')
  if (!seeded) {
    log('Seeding the demo catalogue…')
    await harness.run('seed', process.execPath, ['ace.js', 'db:seed'], { cwd: buildDir, env })
  }
  /** Image widths added since the catalogue's files were written (as `npm start` runs it). */
  await harness.run('image variants', process.execPath, ['ace.js', 'images:variants'], {
    cwd: buildDir,
    env,
  })
  return url
}

/**
 * The 7 pages × locales as absolute URLs. English paths come from the build's route table
 * (app/lib/route_table.js) and the database (the category with most published products, its
 * newest product, the first listed supplier); the other languages' paths are the alternates
 * (hreflang) the English page declares, so slugs are never guessed.
 */
async function resolveUrls(base, buildDir, dbUrl) {
  const { PAGES } = await import(pathToFileURL(join(buildDir, 'app', 'lib', 'route_table.js')).href)
  const [category] = await sql(
    dbUrl,
    `SELECT t.slug, count(*)::int AS n FROM products p
       JOIN companies c ON c.id = p.company_id AND c.status = 'active'
       JOIN category_translations t ON t.category_id = p.category_id AND t.locale = 'en'
      WHERE p.status = 'published' GROUP BY t.slug ORDER BY n DESC, t.slug LIMIT 1`
  )
  const [product] = await sql(
    dbUrl,
    `SELECT p.id, t.slug FROM products p
       JOIN companies c ON c.id = p.company_id AND c.status = 'active'
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
      WHERE p.status = 'published' ORDER BY p.first_published_at DESC NULLS LAST, p.id LIMIT 1`
  )
  if (!category || !product) throw new Error('the seeded catalogue has no published product')
  const suppliers = await get(base + PAGES.suppliers.en)
  const supplierPath = suppliers.body
    .toString('utf8')
    .match(new RegExp(`href="(${PAGES.supplier_info.en}/[^"?#/]+)"`))?.[1]
  if (!supplierPath) throw new Error(`no supplier page linked from ${PAGES.suppliers.en}`)
  const english = {
    home: PAGES.home.en,
    category: `${PAGES.category.en}/${category.slug}`,
    product: `${PAGES.product.en}/${product.slug}-${product.id}`,
    search: `${PAGES.search.en}?q=${encodeURIComponent(SEARCH_TERMS.en)}`,
    cart: PAGES.cart.en,
    suppliers: PAGES.suppliers.en,
    supplier: supplierPath,
  }
  const urls = []
  for (const kind of kinds) {
    const page = await get(base + english[kind])
    if (page.status !== 200) throw new Error(`GET ${english[kind]} answered ${page.status}`)
    const alternates = pageObject(page.body.toString('utf8')).props.alternates ?? {}
    for (const locale of locales) {
      let path = locale === 'en' ? english[kind] : alternates[locale]
      if (!path) throw new Error(`${english[kind]} declares no ${locale} alternate`)
      if (kind === 'search') {
        const url = new URL(path, base)
        url.searchParams.set('q', SEARCH_TERMS[locale] ?? SEARCH_TERMS.en)
        path = url.pathname + url.search
      }
      urls.push({ kind, locale, path, url: base + path })
    }
  }
  return urls
}

/**
 * The SEO category's score (0–100) without the audits in `left` (weighted like Lighthouse's
 * own score); null when nothing weighted is left.
 */
function seoWithout(lhr, left) {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !left.includes(ref.id) && lhr.audits[ref.id]?.score !== null
  )
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
  if (!weight) return null
  const total = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0)
  return Math.round((total / weight) * 100)
}

/** Figures of one Lighthouse result (lhr). */
function figures(lhr) {
  const score = (key) =>
    lhr.categories[key]?.score === null || lhr.categories[key]?.score === undefined
      ? null
      : Math.round(lhr.categories[key].score * 100)
  const audit = (key) => lhr.audits[key]?.numericValue ?? null
  return {
    performance: score('performance'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    seoIndexable: seoWithout(lhr, ['is-crawlable']),
    bestPractices: score('best-practices'),
    bytes: audit('total-byte-weight'),
    failing: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
          .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category.id}:${ref.id}`)
      ),
  }
}

/** Attempts per Lighthouse run: a trace Chromium fails to record (NO_NAVSTART, …) is run again. */
const ATTEMPTS = 3

/**
 * One Lighthouse run of `url` (mobile preset, the four categories) in the Chromium on `port`:
 * its result (lhr), or null after ATTEMPTS failed attempts, whose messages go to `errors`.
 */
async function lighthouseRun(lighthouse, url, port, errors) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    }).catch((error) => ({ error }))
    const problem = result?.error?.message ?? result?.lhr?.runtimeError?.message
    if (result?.lhr && !problem) return result.lhr
    errors.push(problem ?? 'no result')
    log(`  (Lighthouse attempt ${attempt} on ${url}: ${problem ?? 'no result'})`)
  }
  return null
}

/**
 * Bytes a browser moves for `url`: a first visit with an empty cache, then a repeat visit (a
 * new navigation, the HTTP cache kept). Encoded lengths with headers, from the DevTools
 * protocol, counted until the network is idle.
 */
async function visitBytes(browser, url) {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    const cdp = await page.createCDPSession()
    await cdp.send('Network.enable')
    let total = 0
    let requests = 0
    cdp.on('Network.loadingFinished', (event) => {
      total += event.encodedDataLength
      requests += 1
    })
    const visit = async () => {
      total = 0
      requests = 0
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 })
      return { bytes: total, requests }
    }
    const first = await visit()
    const repeat = await visit()
    return { first, repeat }
  } finally {
    await context.close()
  }
}

async function main() {
  const startedAt = Date.now()
  const chromePath = findChromium()
  if (!chromePath) {
    console.error(
      'No Chromium found. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.'
    )
    process.exitCode = 1
    return
  }
  let buildDir = resolve(ROOT, 'build')
  if (opts['build-dir']) buildDir = resolve(opts['build-dir'])
  else if (!opts['no-build']) {
    const { ensureBuild } = await import('../bin/build_assets.js')
    if (ensureBuild({ log })) log('Build: rebuilt')
  }
  if (!existsSync(join(buildDir, 'bin', 'server.js')))
    throw new Error(`no production build in ${buildDir}; run without --no-build`)
  const loadBefore = os.loadavg()
  log(
    `Build: ${buildDir}; Chromium ${chromePath}; ${os.cpus().length} CPUs, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`
  )

  const dbUrl = await prepareDatabase(buildDir)
  const port = await freePort()
  const app = harness.start('app', process.execPath, [join(BENCH, 'cluster.js'), buildDir, '1'], {
    cwd: buildDir,
    env: appEnv({ DATABASE_URL: dbUrl, PORT: String(port) }),
  })
  await harness.waitForLine(app, /WORKERS ([\d,]+)/, 120_000)
  const base = `http://127.0.0.1:${port}`
  log(`App: ${base} (one worker, the production V8 flags)`)
  const urls = await resolveUrls(base, buildDir, dbUrl)
  /** `--serve`: the same server and pages, left running for a trace or a manual look (Ctrl-C stops all). */
  if (opts.serve) {
    for (const entry of urls) log(`  ${entry.kind.padEnd(9)} ${entry.locale}  ${entry.url}`)
    log('Serving until Ctrl-C.')
    await new Promise(() => {})
  }

  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  })
  const results = []
  try {
    // Warm the server (JIT, caches of the seeded catalogue): a buyer meets a running server.
    for (const entry of urls) await get(entry.url)
    for (const entry of urls) {
      const samples = []
      const errors = []
      for (let i = 0; i < runs; i++) {
        const lhr = await lighthouseRun(lighthouse, entry.url, chrome.port, errors)
        if (lhr) samples.push(figures(lhr))
        /** BENCH_WEB_REPORTS=<dir>: every run's whole Lighthouse result, to read its audits (long tasks, bytes…). */
        if (lhr && process.env.BENCH_WEB_REPORTS) {
          mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true })
          writeFileSync(
            join(process.env.BENCH_WEB_REPORTS, `${entry.kind}-${entry.locale}-${i + 1}.json`),
            JSON.stringify(lhr)
          )
        }
      }
      if (!samples.length)
        throw new Error(`Lighthouse failed on ${entry.url}: ${errors.join('; ')}`)
      const pick = (key) => median(samples.map((sample) => sample[key]))
      const row = {
        ...entry,
        runs: samples,
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        accessibility: pick('accessibility'),
        seo: pick('seo'),
        /** The score the SEO target grades: is-crawlable left out on the deliberate noindex pages. */
        seoGraded: NOINDEX_KINDS.has(entry.kind) ? pick('seoIndexable') : pick('seo'),
        bestPractices: pick('bestPractices'),
        bytes: pick('bytes'),
        failing: [...new Set(samples.flatMap((sample) => sample.failing))],
        errors,
      }
      results.push(row)
      log(
        `  ${entry.kind.padEnd(9)} ${entry.locale}  perf ${fixed(row.performance, 0).padStart(3)}  LCP ${fixed(row.lcpMs / 1000, 2)} s  TBT ${fixed(row.tbtMs, 0)} ms  CLS ${fixed(row.cls, 3)}  a11y ${fixed(row.accessibility, 0)}  SEO ${fixed(row.seo, 0)}  BP ${fixed(row.bestPractices, 0)}  ${entry.path}`
      )
    }
  } finally {
    await chrome.kill()
  }

  // Bytes of a first and a repeat visit to the category page, per locale
  const puppeteer = await import('puppeteer-core')
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  })
  const visits = []
  try {
    for (const entry of urls.filter((e) => e.kind === 'category')) {
      const { first, repeat } = await visitBytes(browser, entry.url)
      visits.push({ locale: entry.locale, path: entry.path, first, repeat })
      log(
        `  category ${entry.locale}: first visit ${(first.bytes / KB).toFixed(1)} KB (${first.requests} requests), repeat ${(repeat.bytes / KB).toFixed(1)} KB (${repeat.requests} requests)`
      )
    }
  } finally {
    await browser.close()
  }

  // Report
  const loadAfter = os.loadavg()
  console.log(
    `\nLighthouse 12.2.3, mobile preset, median of ${runs} run(s) per URL; load ${loadBefore[0].toFixed(2)} → ${loadAfter[0].toFixed(2)} on ${os.cpus().length} CPUs`
  )
  printTable(
    ['page', 'lang', 'perf', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'SEO', 'BP', 'KB', 'failing audits'],
    results.map((r) => [
      r.kind,
      r.locale,
      fixed(r.performance, 0),
      fixed(r.lcpMs === null ? null : r.lcpMs / 1000, 2),
      fixed(r.tbtMs, 0),
      fixed(r.cls, 3),
      fixed(r.accessibility, 0),
      fixed(r.seo, 0),
      fixed(r.bestPractices, 0),
      fixed(r.bytes === null ? null : r.bytes / KB, 0),
      r.failing.join(' ') || '—',
    ])
  )
  const worst = (key, pickWorst) => {
    const values = results.map((r) => r[key]).filter((v) => v !== null)
    return values.length === results.length && values.length ? pickWorst(...values) : null
  }
  const maxOf = (list) => (list.length ? Math.max(...list) : null)
  const targets = [
    ['performance ≥ 95 (lowest page)', worst('performance', Math.min), TARGETS.performance, 'min'],
    ['LCP ≤ 1.8 s (slowest page)', worst('lcpMs', Math.max), TARGETS.lcpMs, 'max', 'ms'],
    ['TBT ≤ 150 ms (worst page)', worst('tbtMs', Math.max), TARGETS.tbtMs, 'max', 'ms'],
    ['CLS ≤ 0.05 (worst page)', worst('cls', Math.max), TARGETS.cls, 'max'],
    ['accessibility = 100 (lowest page)', worst('accessibility', Math.min), 100, 'min'],
    [
      'SEO = 100 (lowest page; search and cart noindex by design, is-crawlable not graded)',
      worst('seoGraded', Math.min),
      100,
      'min',
    ],
    ['best practices = 100 (lowest page)', worst('bestPractices', Math.min), 100, 'min'],
    [
      'first visit to a category ≤ 200 KB (largest language)',
      maxOf(visits.map((v) => v.first.bytes / KB)),
      TARGETS.firstVisitKb,
      'max',
      'KB',
    ],
    [
      'repeat visit ≤ 40 KB (largest language)',
      maxOf(visits.map((v) => v.repeat.bytes / KB)),
      TARGETS.repeatVisitKb,
      'max',
      'KB',
    ],
  ].map(([name, value, limit, kind, unit = '']) => ({
    name,
    value,
    limit,
    unit,
    pass: value !== null && (kind === 'min' ? value >= limit : value <= limit),
  }))
  console.log('\nTargets (issue 26)')
  printTable(
    ['target', 'value', 'result'],
    targets.map((t) => [
      t.name,
      t.value === null
        ? 'n/a'
        : `${fixed(t.value, t.unit === '' && t.value < 1 ? 3 : 0)}${t.unit && ` ${t.unit}`}`,
      t.pass ? 'PASS' : 'FAIL',
    ])
  )
  const met = targets.filter((t) => t.pass).length
  console.log(
    `\n${met}/${targets.length} targets met. Total ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`
  )
  const out = resolve(opts.out)
  mkdirSync(resolve(out, '..'), { recursive: true })
  writeFileSync(
    out,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        lighthouse: '12.2.3',
        preset: 'mobile (Lighthouse default)',
        runs,
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          node: process.version,
          loadavg: { before: loadBefore, after: loadAfter },
        },
        build: buildDir,
        pages: results,
        categoryVisits: visits,
        targets,
      },
      null,
      2
    ) + '\n'
  )
  console.log(`Results: ${out}`)
  if (opts.strict && met < targets.length) process.exitCode = 1
}

main()
  .catch((error) => {
    if (harness.interrupted()) return
    console.error(`\nbench:web failed: ${error?.stack ?? error}`)
    process.exitCode = 2
  })
  .finally(async () => {
    await harness.cleanup()
    process.exit(process.exitCode ?? 0)
  })
