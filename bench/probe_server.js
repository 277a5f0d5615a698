/**
 * Reference "probe": plain node:http + pg answering a category page the lean way — the
 * product-card columns of publishedCards (app/services/catalog/product_cards.ts), 24 rows,
 * keyset pagination on (first_published_at, id), one prepared statement planned once (generic
 * plan), as JSON; no session, no facets, no rendering. Same worker count and pool size as the app.
 * `node bench/probe_server.js <port> [workers]` with DATABASE_URL and DATABASE_POOL_MAX;
 * GET /cards?c=<category ids, comma separated>&t=<cursor epoch ms>&id=<cursor id>.
 * Prints `READY` when all workers listen.
 */
import cluster from 'node:cluster'
import http from 'node:http'
import pg from 'pg'

const [port, workers = 2] = process.argv.slice(2).map(Number)

/**
 * Keyset page of a category subtree, newest first: per category the next 24 rows straight from
 * products_category_new (category_id, status, first_published_at DESC, id DESC), merged, then
 * the card columns of publishedCards for the 24 kept.
 */
const CARDS = `WITH picked AS (
    SELECT x.id, x.first_published_at FROM unnest($2::int[]) AS cid
    CROSS JOIN LATERAL (
      SELECT p.id, p.first_published_at FROM products p
      JOIN companies c ON c.id = p.company_id AND c.status = 'active'
      WHERE p.category_id = cid AND p.status = 'published'
        AND (p.first_published_at, p.id) < ($3::timestamptz, $4::int)
      ORDER BY p.first_published_at DESC, p.id DESC
      LIMIT 24
    ) x
    ORDER BY x.first_published_at DESC, x.id DESC
    LIMIT 24
  )
  SELECT p.id, t.name, t.slug, p.price_minor, p.currency, p.discount_percent, p.moq, p.stock,
    p.is_available, p.first_published_at, c.name AS company_name, i.path_base AS image_base,
    i.width AS image_width, i.height AS image_height
  FROM picked k
  JOIN products p ON p.id = k.id
  JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN product_images i ON i.product_id = p.id AND i.is_main = true
  ORDER BY p.first_published_at DESC, p.id DESC`

if (cluster.isPrimary) {
  let listening = 0
  cluster.on('listening', () => ++listening === workers && console.log('READY'))
  cluster.on('exit', () => process.exit(1))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
  process.on('exit', () =>
    Object.values(cluster.workers).forEach((worker) => worker.process.kill('SIGKILL'))
  )
  for (let i = 0; i < workers; i++) cluster.fork()
} else {
  /**
   * Generic plans always, like the app's browsing listings: with PostgreSQL's default choice the
   * statement was sometimes planned again on every request (about 1.6 ms each), which halved the
   * reference's speed in some runs and not in others.
   */
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    options: '-c plan_cache_mode=force_generic_plan',
  })
  http
    .createServer(async (request, response) => {
      try {
        const url = new URL(request.url, 'http://127.0.0.1')
        const categories = (url.searchParams.get('c') ?? '')
          .split(',')
          .map(Number)
          .filter(Number.isInteger)
        const before = new Date(Number(url.searchParams.get('t') ?? Date.now()))
        const beforeId = Number(url.searchParams.get('id') ?? 2147483647)
        const { rows } = await pool.query({
          name: 'cards',
          text: CARDS,
          values: ['en', categories, before, beforeId],
        })
        const last = rows.at(-1)
        const body = JSON.stringify({
          products: rows,
          next: rows.length === 24 ? { t: last.first_published_at.getTime(), id: last.id } : null,
        })
        response.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
        })
        response.end(body)
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'text/plain' })
        response.end(String(error))
      }
    })
    .listen(port, '127.0.0.1')
}
