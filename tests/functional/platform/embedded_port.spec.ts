import { test } from '@japa/runner'
import { chmodSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
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

type Cluster = {
  url: string
  port: number
  dataDir: string
  started: boolean
  stop: () => Promise<void>
}

/**
 * Issue #22: another PostgreSQL (another checkout, another app) on the embedded cluster's port.
 * The foreign server is a real second cluster; it logs every connection it receives, and this
 * checkout's start must not send it a single one.
 */
test.group('Embedded PostgreSQL: the port is held by a cluster that is not ours', (group) => {
  let parent = ''
  const stops: Array<() => Promise<void>> = []
  group.each.setup(() => {
    parent = mkdtempSync(join(os.tmpdir(), 'karvan-port-'))
    /** Run as root, the clusters run as the postgres user, which must reach their directories. */
    chmodSync(parent, 0o755)
    return async () => {
      for (const stop of stops.splice(0).reverse()) await stop().catch(() => {})
      rmSync(parent, { recursive: true, force: true })
    }
  })

  test('a free port is used instead and remembered beside the data; an explicit KARVAN_PG_PORT that is held is one clear sentence', async ({
    assert,
  }) => {
    const held = await freePort()
    const foreignLog: string[] = []
    const foreign: Cluster = await startEmbedded({
      dataDir: join(parent, 'foreign'),
      port: held,
      database: 'foreign',
      log: (line: string) => foreignLog.push(line),
      notice: () => {},
    })
    stops.push(foreign.stop)
    await withClient(foreign.url.replace(/\/foreign$/, '/postgres'), async (client) => {
      await client.query(`ALTER SYSTEM SET log_connections = 'on'`)
      await client.query('SELECT pg_reload_conf()')
    })
    for (
      let tries = 0;
      tries < 100 && !foreignLog.some((line) => line.includes('"log_connections" changed'));
      tries++
    ) {
      await new Promise((done) => setTimeout(done, 50))
    }
    assert.isTrue(
      foreignLog.some((line) => line.includes('"log_connections" changed')),
      'the foreign cluster logs connections'
    )
    foreignLog.length = 0

    const ours = join(parent, 'ours')
    /** KARVAN_PG_PORT given and held: stop with one sentence, nothing started, nothing sent (it used to log in and fail with "password authentication failed"). */
    const error = await startEmbedded({
      dataDir: ours,
      port: String(held),
      database: 'ours',
      notice: () => {},
    }).then(
      () => null,
      (thrown: Error) => thrown
    )
    assert.equal(error?.name, 'EmbeddedDbError')
    assert.equal(
      error?.message,
      `Port ${held} (KARVAN_PG_PORT) is in use by another program, not by this checkout's database: stop that program or set KARVAN_PG_PORT to a free port.`
    )
    assert.isFalse(existsSync(join(ours, 'postmaster.pid')), 'our cluster is not running')

    const notices: string[] = []
    let cluster: Cluster = await startEmbedded({
      dataDir: ours,
      preferredPort: held,
      database: 'ours',
      notice: (line: string) => notices.push(line),
    })
    stops.push(cluster.stop)
    assert.isTrue(cluster.started)
    assert.notEqual(cluster.port, held)
    assert.equal(new URL(cluster.url).port, String(cluster.port))
    assert.equal(
      readFileSync(`${ours}.port`, 'utf8').trim(),
      String(cluster.port),
      'the port is remembered beside the data'
    )
    assert.isTrue(
      notices.some(
        (line) =>
          line.includes(`Port ${held} is in use by another program`) &&
          line.includes(`uses port ${cluster.port}`)
      ),
      notices.join('\n')
    )
    const served = await withClient(
      cluster.url,
      async (client) => (await client.query('SHOW data_directory')).rows[0].data_directory
    )
    assert.equal(realpathSync(served), realpathSync(ours))

    /** The next start reuses the remembered port without being told. */
    await cluster.stop()
    cluster = await startEmbedded({ dataDir: ours, database: 'ours', notice: () => {} })
    stops.push(cluster.stop)
    assert.equal(cluster.port, Number(readFileSync(`${ours}.port`, 'utf8')))
    await withClient(cluster.url, (client) => client.query('SELECT 1'))
    await cluster.stop()

    assert.deepEqual(
      foreignLog.filter((line) =>
        /connection (received|authenticated|authorized)|password authentication/.test(line)
      ),
      [],
      'the foreign cluster never got a connection from this checkout'
    )
    const stillThere = await withClient(
      foreign.url,
      async (client) => (await client.query('SELECT current_database() AS name')).rows[0].name
    )
    assert.equal(stillThere, 'foreign')
  }).timeout(120_000)

  test('a server of this checkout that is still running is reused, not started twice', async ({
    assert,
  }) => {
    const dataDir = join(parent, 'ours')
    const first: Cluster = await startEmbedded({
      dataDir,
      port: await freePort(),
      database: 'ours',
      notice: () => {},
    })
    stops.push(first.stop)
    const second: Cluster = await startEmbedded({ dataDir, database: 'ours', notice: () => {} })
    assert.isFalse(second.started)
    assert.equal(second.port, first.port)
    assert.equal(second.url, first.url)
    await withClient(second.url, (client) => client.query('SELECT 1'))
  }).timeout(60_000)
})
