/**
 * `npm run topology` (issue 27): the production topology on one machine, on loopback, and a
 * scenario against it. Starts
 * - a PostgreSQL 15 primary (initdb in a temp dir, wal_level replica) and one streaming replica
 *   (pg_basebackup -R), from Debian's postgresql-15 (PG_BIN, default /usr/lib/postgresql/15/bin);
 * - s3rver (an S3 fake) in this process; the existing Redis (REDIS_URL, default
 *   redis://127.0.0.1:6379/13: its own db index, flushed at start);
 * - two app processes of the production build (`npm run build` first when sources changed);
 * - nginx (deploy/nginx.conf with the ports substituted, `-p <temp prefix>`, not a service);
 * then runs the scenario through nginx and prints its figures. Exit code 1 on any loss (a
 * missing or duplicated order, 5xx beyond the requests in flight at a failure, a replica read
 * share under 90 %), 2 when the harness could not start. Everything it started is stopped on
 * exit, error or Ctrl-C. docs/topology.md describes the steps.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'
import { ensureBuild } from '../bin/build_assets.js'

const ROOT = resolve(import.meta.dirname, '..')
const BUILD = join(ROOT, 'build')
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
const REDIS_URL = process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379/13'
const BAKU = { lat: 40.4093, lng: 49.8671 }

const started = []
let scratch
let exiting = false
const log = (...args) =>
  console.log(`[topology ${new Date().toISOString().slice(11, 19)}]`, ...args)

/** Runs `command` as the postgres user when this is root (initdb and pg_ctl refuse root). */
function asPostgres(command, args) {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args]
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
  return result.stdout
}

/** run() without blocking this process: s3rver answers from its event loop. */
function runAsync(command, args, options = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', fail)
    child.once('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} failed: ${output}`))
    )
  })
}

function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => done(port))
    })
  })
}

async function waitFor(check, timeoutMs, what) {
  const until = Date.now() + timeoutMs
  let last
  while (Date.now() < until) {
    try {
      if (await check()) return
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what} not ready after ${timeoutMs} ms${last ? `: ${last.message}` : ''}`)
}

async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

/** A PostgreSQL 15 cluster under scratch/<name>. */
class Postgres {
  constructor(name, port) {
    this.name = name
    this.port = port
    this.dir = join(scratch, name)
    this.url = `postgres://postgres@127.0.0.1:${port}/karvan`
  }
  ctl(...args) {
    const [command, argv] = asPostgres(join(PG_BIN, 'pg_ctl'), [
      '-D',
      this.dir,
      '-l',
      join(scratch, 'pgrun', `${this.name}.log`),
      '-w',
      '-t',
      '60',
      ...args,
    ])
    return run(command, argv)
  }
  start() {
    this.ctl('start')
    this.running = true
  }
  stop(mode = 'fast') {
    if (!this.running) return
    this.running = false
    this.ctl('stop', '-m', mode)
  }
}

function chownToPostgres(path) {
  if (process.getuid?.() === 0) run('chown', ['-R', 'postgres:postgres', path])
}

async function startDatabases() {
  const primary = new Postgres('primary', await freePort())
  const replica = new Postgres('replica', await freePort())
  // Owned by the postgres user when this runs as root: data, logs and sockets.
  for (const dir of [primary.dir, replica.dir, join(scratch, 'pgrun')]) {
    mkdirSync(dir, { mode: 0o700 })
    chownToPostgres(dir)
  }
  const [initdb, initArgs] = asPostgres(join(PG_BIN, 'initdb'), [
    '-D',
    primary.dir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  run(initdb, initArgs)
  appendFileSync(
    join(primary.dir, 'postgresql.conf'),
    [
      `port = ${primary.port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${join(scratch, 'pgrun')}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'max_connections = 200',
      'fsync = off',
      'synchronous_commit = off',
      '',
    ].join('\n')
  )
  appendFileSync(join(primary.dir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n')
  started.push(() => primary.stop('immediate'))
  primary.start()
  await query(primary.url.replace('/karvan', '/postgres'), 'CREATE DATABASE karvan')
  log(`primary on 127.0.0.1:${primary.port}`)

  const [basebackup, backupArgs] = asPostgres(join(PG_BIN, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    replica.dir,
    '-R',
    '-X',
    'stream',
    // Checkpoint at once instead of waiting for the next spread one (up to checkpoint_timeout).
    '-c',
    'fast',
  ])
  run(basebackup, backupArgs)
  appendFileSync(join(replica.dir, 'postgresql.conf'), `port = ${replica.port}\n`)
  started.push(() => replica.stop('immediate'))
  replica.start()
  await waitFor(
    async () => (await query(replica.url, 'SELECT pg_is_in_recovery() AS r'))[0].r === true,
    30_000,
    'replica'
  )
  log(`replica on 127.0.0.1:${replica.port} (streaming from the primary)`)
  return { primary, replica }
}

async function startS3() {
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(scratch, 's3'),
    configureBuckets: [{ name: 'karvan-topology', configs: [] }],
  })
  const { port } = await s3.run()
  started.push(() => s3.close())
  log(`s3rver on 127.0.0.1:${port}, bucket karvan-topology`)
  return `http://127.0.0.1:${port}`
}

/** One app process of the build. */
class App {
  constructor(name, port, env) {
    this.name = name
    this.port = port
    this.env = { ...env, PORT: String(port) }
  }
  async start() {
    const out = join(scratch, `${this.name}.log`)
    this.child = spawn(process.execPath, ['bin/server.js'], {
      cwd: BUILD,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child.stdout.on('data', (chunk) => appendFileSync(out, chunk))
    this.child.stderr.on('data', (chunk) => appendFileSync(out, chunk))
    this.exited = new Promise((done) => this.child.once('exit', done))
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${this.port}/csrf`)).status < 500,
      60_000,
      this.name
    )
  }
  async kill(signal = 'SIGKILL') {
    if (!this.child || this.child.exitCode !== null) return
    this.child.kill(signal)
    await this.exited
  }
}

function startNginx(port, appPorts) {
  const prefix = join(scratch, 'nginx')
  mkdirSync(join(prefix, 'logs'), { recursive: true })
  mkdirSync(join(prefix, 'cache'), { recursive: true })
  const site = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
    .replace(
      /^\s*server 127\.0\.0\.1:3333 .*$/m,
      appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')
    )
    .replace(
      /^proxy_cache_path .*# @topology$/m,
      `proxy_cache_path ${join(prefix, 'cache')} levels=1:2 keys_zone=karvan_pages:16m max_size=64m inactive=10m use_temp_path=off;`
    )
    .replace(/^\s*listen 8080; # @topology$/m, `    listen 127.0.0.1:${port};`)
  const conf = [
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
    'events { worker_connections 2048; }',
    'http {',
    `  access_log ${join(prefix, 'logs', 'access.log')};`,
    `  client_body_temp_path ${join(prefix, 'body')};`,
    `  proxy_temp_path ${join(prefix, 'proxy')};`,
    `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
    `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
    `  scgi_temp_path ${join(prefix, 'scgi')};`,
    site,
    '}',
  ].join('\n')
  writeFileSync(join(prefix, 'nginx.conf'), conf)
  run(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')])
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const out = join(prefix, 'logs', 'stderr.log')
  child.stdout.on('data', (chunk) => appendFileSync(out, chunk))
  child.stderr.on('data', (chunk) => appendFileSync(out, chunk))
  child.once('exit', (code) => appendFileSync(out, `nginx exited with ${code}\n`))
  started.push(() => child.kill('SIGQUIT'))
  return `http://127.0.0.1:${port}`
}

/** A guest with its own cookies and CSRF token (as bench/orders_load.js). */
class Buyer {
  cookies = new Map()
  constructor(base) {
    this.base = base
  }
  take(response) {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
  async open() {
    const response = await fetch(`${this.base}/csrf`, { redirect: 'manual' })
    this.take(response)
    await response.arrayBuffer()
    const page = await fetch(`${this.base}/en`)
    this.version = /&quot;version&quot;:&quot;([^&]+)&quot;|"version":"([^"]+)"/
      .exec(await page.text())
      ?.slice(1)
      .find(Boolean)
    return this
  }
  async request(method, path, body, base = this.base) {
    const xsrf = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Cookie': [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-XSRF-TOKEN': xsrf,
        'X-Inertia': 'true',
        'X-Requested-With': 'XMLHttpRequest',
        'Accept': 'text/html, application/xhtml+xml',
        ...(this.version ? { 'X-Inertia-Version': this.version } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    this.take(response)
    return {
      status: response.status,
      location: response.headers.get('location') ?? '',
      text: await response.text(),
    }
  }
  /** Cart with `quantity` of `productId`, then the checkout form posted; returns the POST's answer. */
  async checkout(productId, quantity, placeBase = this.base, { skipAdd = false } = {}) {
    if (!skipAdd) {
      const added = await this.request('POST', '/en/cart/lines', {
        product_id: productId,
        quantity,
      })
      if (added.status >= 500) return { ...added, stage: 'cart' }
    }
    const page = await this.request(
      'GET',
      `/en/checkout?lat=${BAKU.lat}&lng=${BAKU.lng}`,
      undefined,
      placeBase
    )
    if (page.status !== 200)
      return { status: page.status, location: '', text: page.text, stage: 'checkout page' }
    const props = JSON.parse(page.text).props
    const types = {}
    let fees = 0
    for (const shipment of props.delivery?.shipments ?? []) {
      const option =
        shipment.options.find((o) => o.type === 'ordinary' && o.feasible) ??
        shipment.options.find((o) => o.feasible)
      if (!option) return { status: 0, location: '', text: 'no feasible delivery' }
      types[shipment.companyId] = option.type
      fees += option.feeMinor
    }
    const answer = await this.request(
      'POST',
      '/en/checkout',
      {
        name: 'Topology Buyer',
        phone: '+994501234567',
        email: 'topology@example.com',
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
        idempotencyKey: props.idempotencyKey,
        expectedTotalMinor: props.subtotalMinor + fees,
      },
      placeBase
    )
    return { ...answer, stage: 'place order' }
  }
}

/** `{ key: count }` of `items` by `key(item)`. */
const countBy = (items, key) =>
  items.reduce((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {})

const placed = (r) =>
  (r.status === 303 || r.status === 302) && r.location.includes('/order-confirmation/')

/** Catalog GETs by `clients` loops until `stop()`; counts answers by class. */
function catalogLoad(base, paths, clients) {
  const counts = { ok: 0, server: 0, other: 0, network: 0 }
  let running = true
  const loops = Array.from({ length: clients }, async (_, i) => {
    let n = i
    while (running) {
      const path = paths[n++ % paths.length]
      try {
        const response = await fetch(
          `${base}${path}${path.includes('?') ? '&' : '?'}r=${Math.random()}`
        )
        await response.arrayBuffer()
        if (response.status >= 500) counts.server++
        else if (response.status === 200) counts.ok++
        else counts.other++
      } catch {
        counts.network++
      }
    }
  })
  return {
    counts,
    async stop() {
      running = false
      await Promise.all(loops)
      return counts
    },
  }
}

/** Error lines (level ≥ 50) of the app processes' JSON logs, counted by message (the first 160 characters). */
function appErrors() {
  const counts = {}
  for (const name of ['app1.log', 'app2.log']) {
    const file = join(scratch, name)
    if (!existsSync(file)) continue
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue
      try {
        const entry = JSON.parse(line)
        if (entry.level < 50) continue
        const key = `${name}: ${String(entry.msg ?? entry.err?.message).slice(0, 160)}`
        counts[key] = (counts[key] ?? 0) + 1
      } catch {}
    }
  }
  return counts
}

async function readStats(url) {
  const [row] = await query(
    url,
    `SELECT xact_commit::bigint AS xacts, tup_returned::bigint AS rows FROM pg_stat_database WHERE datname = 'karvan'`
  )
  return { xacts: Number(row.xacts), rows: Number(row.rows) }
}

async function main() {
  scratch = mkdtempSync(join(tmpdir(), 'karvan-topology-'))
  chmodSync(scratch, 0o755)
  log(`scratch directory ${scratch}`)
  const failures = []
  const figures = {}

  ensureBuild({ log })
  const { primary, replica } = await startDatabases()
  const s3 = await startS3()
  spawnSync('redis-cli', ['-u', REDIS_URL, 'FLUSHDB'], { encoding: 'utf8' })

  const appPorts = [await freePort(), await freePort()]
  const nginxPort = await freePort()
  const base = `http://127.0.0.1:${nginxPort}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_KEY: randomBytes(32).toString('base64url'),
    APP_URL: base,
    DATABASE_URL: primary.url,
    DATABASE_READ_URLS: replica.url,
    DATABASE_REPLICA_RETRY_MS: '2000',
    REDIS_URL,
    UPLOADS_DISK: 's3',
    UPLOADS_DIR: join(scratch, 'uploads'),
    S3_ENDPOINT: s3,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'karvan-topology',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${s3}/karvan-topology`,
    TRUSTED_PROXIES: '127.0.0.1',
    MAIL_OUTBOX_DIR: join(scratch, 'mail'),
    SMS_OUTBOX_DIR: join(scratch, 'sms'),
    SITEMAPS_DIR: join(scratch, 'sitemaps'),
    RATES_SYNC: 'off',
    KARVAN_DEMO_ACCOUNTS: '0',
    LOG_LEVEL: 'warn',
  }
  log('migrating and seeding the primary (demo catalog; images go to the bucket)')
  await runAsync(process.execPath, ['ace.js', 'migration:run', '--force'], { cwd: BUILD, env })
  await runAsync(process.execPath, ['ace.js', 'db:seed'], { cwd: BUILD, env })
  // Demo accounts (random passwords in the scratch directory): the seller who uploads an image.
  const accountsFile = join(scratch, 'demo_accounts.json')
  await runAsync(
    process.execPath,
    ['ace.js', 'karvan:demo-accounts', '--force', `--file=${accountsFile}`],
    { cwd: BUILD, env }
  )

  const apps = appPorts.map((port, i) => new App(`app${i + 1}`, port, env))
  for (const app of apps) started.push(() => app.kill())
  await Promise.all(apps.map((app) => app.start()))
  log(`app processes on ${appPorts.join(', ')}`)
  startNginx(nginxPort, appPorts)
  await waitFor(async () => (await fetch(`${base}/csrf`)).status < 400, 20_000, 'nginx')
  log(`nginx on ${base}`)

  // Catalog fixtures from the primary.
  const categories = (
    await query(
      primary.url,
      `SELECT t.slug FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
        WHERE c.parent_id IS NULL ORDER BY c.id LIMIT 8`
    ).catch(() => [])
  ).map((r) => `/en/category/${r.slug}`)
  const products = await query(
    primary.url,
    `SELECT p.id, p.moq FROM products p JOIN companies c ON c.id = p.company_id AND c.status = 'active'
      WHERE p.status = 'published' AND p.is_available AND p.currency = 'AZN' AND p.moq <= 10
        AND p.stock >= p.moq * 40 AND p.weight_grams * p.moq <= 20000
      ORDER BY p.id LIMIT 20`
  )
  if (products.length < 2) throw new Error('no purchasable demo products found')
  const catalogPaths = [
    '/en/category',
    '/en/special-offers',
    '/en/search-product?q=fındıq',
    ...categories,
  ]

  // 1. The images: seeded images are in the bucket and served through their URLs.
  // The home page lists no product cards in its first answer: a category listing does.
  const home = await fetch(`${base}/en/category`)
  const html = await home.text()
  // Page JSON may escape slashes ("\/"): match either, then rebuild the URL on the bucket's base.
  const key = html
    .match(/karvan-topology(?:\\\/|\/)((?:[\w.-]+(?:\\\/|\/))*[\w.-]+\.webp)/)?.[1]
    ?.replace(/\\\//g, '/')
  const imageUrl = key ? `${s3}/karvan-topology/${key}` : undefined
  if (!imageUrl) failures.push('no product image URL on the bucket in the home page')
  else {
    const image = await fetch(imageUrl)
    figures.image = `${image.status} ${image.headers.get('content-type')} ${imageUrl.slice(s3.length)}`
    if (image.status !== 200) failures.push(`image URL answered ${image.status}`)
  }

  // 1b. A seller signs in through nginx and uploads an image with the real form endpoint: the
  // variants land in the bucket, and a buyer fetches them through the public URL the app gives.
  const sellerEmail = 'seller@demo.karvan.az'
  const sellerPassword = JSON.parse(readFileSync(accountsFile, 'utf8'))[sellerEmail]
  const [own] = await query(
    primary.url,
    `SELECT p.id FROM products p JOIN users u ON u.company_id = p.company_id
      WHERE lower(u.email) = $1 ORDER BY p.id LIMIT 1`,
    [sellerEmail]
  )
  const seller = await new Buyer(base).open()
  const signIn = await seller.request('POST', '/en/login', {
    account_type: 'seller',
    email: sellerEmail,
    password: sellerPassword,
  })
  figures.seller_sign_in = signIn.status
  if (!own || signIn.status >= 400 || /login/.test(signIn.location))
    failures.push(`seller sign-in answered ${signIn.status} ${signIn.location}`)
  else {
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 30 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([picture], { type: 'image/png' }), 'topology.png')
    const response = await fetch(`${base}/en/seller-dashboard/products/${own.id}/images`, {
      method: 'POST',
      headers: {
        'Cookie': [...seller.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(seller.cookies.get('XSRF-TOKEN') ?? ''),
        'Accept': 'application/json',
      },
      body: form,
    })
    const answer = await response.json().catch(() => ({}))
    const newest = (answer.images ?? []).reduce((a, b) => (!a || b.id > a.id ? b : a), null)
    const [row] = await query(
      primary.url,
      'SELECT path_base FROM product_images WHERE product_id = $1 ORDER BY id DESC LIMIT 1',
      [own.id]
    )
    const inBucket = row
      ? (await fetch(`${s3}/karvan-topology/${row.path_base}-480.webp`, { method: 'HEAD' }))
          .status === 200
      : false
    const served = newest?.url ? await fetch(newest.url) : undefined
    const bytes = served ? Buffer.from(await served.arrayBuffer()) : Buffer.alloc(0)
    const isWebp = bytes.subarray(8, 12).toString('latin1') === 'WEBP'
    figures.seller_upload = {
      status: response.status,
      url: newest?.url?.replace(s3, '<s3>'),
      in_bucket: inBucket,
      served: served?.status,
      bytes: bytes.length,
    }
    if (response.status !== 201) failures.push(`seller upload answered ${response.status}`)
    else if (!newest?.url?.startsWith(`${s3}/karvan-topology/`))
      failures.push(`uploaded image URL not on the bucket: ${newest?.url}`)
    else if (!inBucket || served?.status !== 200 || !isWebp)
      failures.push(`uploaded image: ${JSON.stringify(figures.seller_upload)}`)
  }

  // 2. A price edit is seen by every process and the replica within page TTL + lag.
  const [edited] = products
  const newPrice = 123_45
  const editedAt = Date.now()
  await query(primary.url, 'UPDATE products SET price_minor = $1 WHERE id = $2', [
    newPrice,
    edited.id,
  ])
  await waitFor(
    async () =>
      Number(
        (await query(replica.url, 'SELECT price_minor FROM products WHERE id = $1', [edited.id]))[0]
          .price_minor
      ) === newPrice,
    10_000,
    'price on the replica'
  )
  figures.replica_lag_ms = Date.now() - editedAt
  for (const app of apps) {
    const seenAt = Date.now()
    await waitFor(
      async () => {
        const r = await fetch(`http://127.0.0.1:${app.port}/api/v1/products/${edited.id}?lang=en`)
        return (await r.text()).includes('"amount_minor":12345')
      },
      30_000,
      `the new price on ${app.name}`
    ).catch((error) => failures.push(error.message))
    figures[`price_seen_${app.name}_ms`] = Date.now() - editedAt
    void seenAt
  }

  // 3. Session shared (Redis): a guest whose session was born on app1 fills the cart there (as a
  // browser: cookie and XSRF token from a GET first, the POST's redirect followed on app1), sees
  // it on app2 and checks out on app2.
  const app1 = `http://127.0.0.1:${appPorts[0]}`
  const app2 = `http://127.0.0.1:${appPorts[1]}`
  const guest = await new Buyer(app1).open()
  const added = await guest.request('POST', '/en/cart/lines', {
    product_id: products[1].id,
    quantity: Number(products[1].moq),
  })
  const back = added.location
    ? await guest.request('GET', added.location.replace(/^https?:\/\/[^/]+/, ''))
    : added
  const cartOn2 = await guest.request('GET', '/en/cart', undefined, app2)
  const seenOn2 = cartOn2.status === 200 && cartOn2.text.includes(`"productId":${products[1].id}`)
  const order = seenOn2
    ? await guest.checkout(products[1].id, 0, app2, { skipAdd: true })
    : { status: 0, location: '' }
  figures.session_shared = {
    add_on_app1: `${added.status} → ${back.status}`,
    cart_on_app2: cartOn2.status,
    cart_seen_on_app2: seenOn2,
    checkout_on_app2: order.status,
    placed: placed(order),
  }
  if (!seenOn2 || !placed(order))
    failures.push(`session not shared: ${JSON.stringify(figures.session_shared)}`)

  // 4. 200 concurrent checkouts for 10 units over both processes → exactly 10 orders.
  const scarce = products[2]
  await query(primary.url, 'UPDATE products SET stock = 10, moq = 1 WHERE id = $1', [scarce.id])
  const ordersBefore = Number(
    (
      await query(primary.url, 'SELECT count(*) AS n FROM order_lines WHERE product_id = $1', [
        scarce.id,
      ])
    )[0].n
  )
  const rush = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const buyer = await new Buyer(base).open()
      return buyer.checkout(scarce.id, 1, `http://127.0.0.1:${appPorts[i % 2]}`).catch(() => ({
        status: -1,
      }))
    })
  )
  const acknowledged = rush.filter(placed).length
  const ordersAfter = Number(
    (
      await query(primary.url, 'SELECT count(*) AS n FROM order_lines WHERE product_id = $1', [
        scarce.id,
      ])
    )[0].n
  )
  const stockLeft = (
    await query(primary.url, 'SELECT stock FROM products WHERE id = $1', [scarce.id])
  )[0].stock
  figures.rush = {
    acknowledged,
    orders: ordersAfter - ordersBefore,
    stock_left: stockLeft,
    server_errors: rush.filter((r) => r.status >= 500).length,
    answers: countBy(rush, (r) => `${r.stage ?? 'network'} ${r.status}`),
  }
  const rushErrors = rush.filter((r) => r.status >= 500)
  if (rushErrors.length)
    failures.push(
      `rush: ${rushErrors.length} server errors, e.g. ${rushErrors[0].stage} ${rushErrors[0].status}: ${String(rushErrors[0].text).slice(0, 200)}`
    )
  if (ordersAfter - ordersBefore !== 10 || acknowledged !== 10 || stockLeft !== 0)
    failures.push(`rush: ${JSON.stringify(figures.rush)} (want exactly 10 orders, stock 0)`)

  // 5. Catalog reads go to the replica (≥ 90 %).
  const p0 = await readStats(primary.url)
  const r0 = await readStats(replica.url)
  const warm = catalogLoad(base, catalogPaths, 8)
  await new Promise((r) => setTimeout(r, 8000))
  const warmCounts = await warm.stop()
  const p1 = await readStats(primary.url)
  const r1 = await readStats(replica.url)
  const onReplica = r1.rows - r0.rows
  const onPrimary = p1.rows - p0.rows
  figures.catalog = {
    requests: warmCounts,
    replica_rows: onReplica,
    primary_rows: onPrimary,
    replica_xacts: r1.xacts - r0.xacts,
    primary_xacts: p1.xacts - p0.xacts,
  }
  figures.replica_share = onReplica / Math.max(1, onReplica + onPrimary)
  if (figures.replica_share < 0.9)
    failures.push(
      `catalog rows read on the replica ${(figures.replica_share * 100).toFixed(1)} % < 90 %`
    )

  // 6. The replica stops mid-load: the catalog keeps answering from the primary; restarted, reads go back.
  const outage = catalogLoad(base, catalogPaths, 8)
  await new Promise((r) => setTimeout(r, 2000))
  replica.stop('fast')
  log('replica stopped')
  await new Promise((r) => setTimeout(r, 5000))
  replica.start()
  log('replica restarted')
  await new Promise((r) => setTimeout(r, 5000))
  const r2 = await readStats(replica.url)
  await new Promise((r) => setTimeout(r, 3000))
  const outageCounts = await outage.stop()
  const r3 = await readStats(replica.url)
  figures.replica_outage = { ...outageCounts, replica_rows_after_restart: r3.rows - r2.rows }
  // In flight at the stop: at most one request per client loop.
  if (outageCounts.server + outageCounts.network > 8)
    failures.push(
      `replica outage: ${outageCounts.server} 5xx, ${outageCounts.network} network errors`
    )
  if (r3.rows - r2.rows <= 0) failures.push('reads did not go back to the restarted replica')

  // 7. One app process killed mid-load: nginx routes around it, no acknowledged order lost.
  const killLoad = catalogLoad(base, catalogPaths, 8)
  const buyers = await Promise.all(Array.from({ length: 20 }, () => new Buyer(base).open()))
  const orderLoop = Promise.all(
    buyers.map(async (buyer, i) => {
      const results = []
      for (let n = 0; n < 3; n++) {
        const r = await buyer
          .checkout(products[3 + (i % 5)].id, Number(products[3 + (i % 5)].moq))
          .catch(() => ({ status: -1 }))
        if (placed(r)) results.push(r.location.split('/order-confirmation/')[1]?.split(/[?/]/)[0])
        else results.push(null)
      }
      return results
    })
  )
  await new Promise((r) => setTimeout(r, 1500))
  await apps[0].kill('SIGKILL')
  log('app1 killed')
  const results = (await orderLoop).flat()
  await apps[0].start()
  log('app1 restarted')
  const killCounts = await killLoad.stop()
  const acked = results.filter(Boolean)
  const found = acked.length
    ? Number(
        (
          await query(
            primary.url,
            `SELECT count(*) AS n FROM orders WHERE number = ANY($1::text[]) OR id::text = ANY($1::text[])`,
            [acked]
          )
        )[0].n
      )
    : 0
  figures.app_kill = {
    catalog: killCounts,
    orders_acknowledged: acked.length,
    orders_found: found,
    orders_failed: results.length - acked.length,
  }
  if (found !== acked.length)
    failures.push(`app kill: ${acked.length - found} acknowledged orders missing`)
  if (killCounts.server + killCounts.network > 16)
    failures.push(
      `app kill: ${killCounts.server} 5xx, ${killCounts.network} network errors on the catalog`
    )

  figures.app_errors = appErrors()

  console.log('\nTopology figures:')
  console.log(JSON.stringify(figures, null, 2))
  if (failures.length) {
    console.log('\nFAILED:')
    for (const failure of failures) console.log(`- ${failure}`)
    return 1
  }
  console.log('\nPASSED: no loss')
  return 0
}

async function cleanup() {
  if (exiting) return
  exiting = true
  for (const stop of started.reverse()) {
    try {
      await stop()
    } catch {}
  }
  if (scratch && !process.env.TOPOLOGY_KEEP) rmSync(scratch, { recursive: true, force: true })
  else if (scratch) log(`kept ${scratch}`)
}

process.on('SIGINT', () => cleanup().then(() => process.exit(130)))
process.on('SIGTERM', () => cleanup().then(() => process.exit(143)))

main()
  .then(async (code) => {
    await cleanup()
    process.exit(code)
  })
  .catch(async (error) => {
    console.error(`[topology] harness failed: ${error.stack ?? error}`)
    if (scratch) {
      for (const name of [
        'pgrun/primary.log',
        'pgrun/replica.log',
        'app1.log',
        'app2.log',
        'nginx/logs/stderr.log',
        'nginx/logs/error.log',
      ]) {
        const file = join(scratch, name)
        if (existsSync(file))
          console.error(`--- ${name}\n${readFileSync(file, 'utf8').slice(-3000)}`)
      }
    }
    await cleanup()
    process.exit(2)
  })
