import { test } from '@japa/runner'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
// @ts-expect-error plain JavaScript launcher module (bin/), no type declarations
import { startEmbedded } from '../../../bin/embedded_db.js'

/** A TCP port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => done(port))
    })
  })
}

/** Runs `work` with a client of `url`, closed afterwards. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Shared-buffer hits and disk reads of a full scan of `warm_probe` (EXPLAIN ANALYZE, BUFFERS). */
async function scanBuffers(client: pg.Client) {
  const { rows } = await client.query(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT count(*) FROM warm_probe`
  )
  const plan = rows[0]['QUERY PLAN'][0].Plan
  return { hit: plan['Shared Hit Blocks'] as number, read: plan['Shared Read Blocks'] as number }
}

test.group('Embedded PostgreSQL restarts warm', (group) => {
  let dataDir = ''
  let stop: (() => Promise<void>) | undefined
  group.each.setup(() => {
    const parent = mkdtempSync(join(os.tmpdir(), 'karvan-warm-'))
    /** Run as root, the cluster runs as the postgres user, which must reach its directory. */
    chmodSync(parent, 0o755)
    dataDir = join(parent, 'pg')
    return async () => {
      await stop?.()
      rmSync(join(dataDir, '..'), { recursive: true, force: true })
    }
  })

  test('pages cached before a restart are in the cache after it, without a read on the first query', async ({
    assert,
  }) => {
    const port = await freePort()
    let cluster = await startEmbedded({ dataDir, port, database: 'warm' })
    stop = cluster.stop
    await withClient(cluster.url, async (client) => {
      await client.query(
        `CREATE TABLE warm_probe AS SELECT g AS id, repeat('fındıq ', 20) AS note FROM generate_series(1, 20000) AS g`
      )
      await client.query(`SELECT count(*) FROM warm_probe`)
      const cached = await scanBuffers(client)
      assert.equal(cached.read, 0)
      assert.isAbove(cached.hit, 100)
    })
    await cluster.stop()

    const log: string[] = []
    cluster = await startEmbedded({
      dataDir,
      port,
      database: 'warm',
      log: (line: string) => log.push(line),
    })
    stop = cluster.stop
    await withClient(cluster.url, async (client) => {
      /** The autoprewarm worker reports when it has read the recorded pages back. */
      for (
        let tries = 0;
        tries < 200 && !log.some((line) => /autoprewarm successfully prewarmed [1-9]/.test(line));
        tries++
      ) {
        await new Promise((done) => setTimeout(done, 50))
      }
      const afterRestart = await scanBuffers(client)
      assert.equal(afterRestart.read, 0)
      assert.isAbove(afterRestart.hit, 100)
    })
  }).timeout(60_000)
})
