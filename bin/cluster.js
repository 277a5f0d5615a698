/**
 * Runs the production build's HTTP server as N worker processes sharing one port (node:cluster):
 * `npm start` (bin/start.js, WEB_CONCURRENCY) and the bench (bench/cluster.js) both use it.
 *
 * - A worker that dies on its own is restarted after a backoff (0.5 s, doubling to 15 s while
 *   crashes keep coming); more than CRASH_LIMIT crashes within CRASH_WINDOW_MS is a crash loop:
 *   the supervisor stops every worker and reports it in one sentence (`onFatal`).
 * - stop() drains: each worker gets SIGTERM (AdonisJS closes its server: no new connections, the
 *   requests in flight complete, idle keep-alive sockets are closed; bin/server.ts) and its IPC
 *   channel is closed so it can exit; a worker still alive after `drainMs` + 2 s is killed.
 *   Resolves once every worker has exited.
 * - Schedulers and queue workers run in every worker but are safe to: pg-boss claims jobs with
 *   SKIP LOCKED and plans cron schedules once per minute across processes, the rates sync takes
 *   a PostgreSQL advisory lock (docs/production.md).
 */
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * V8 limits of the production server process: an 8 MB semi-space instead of V8's heap-size-derived
 * default (which lets the young generation grow past 100 MB per process) and a 128 MB old space,
 * so each worker stays under 300 MB RSS under load (measurements: bin/start.js).
 */
export const WORKER_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128']

/** Crashes within CRASH_WINDOW_MS that make a crash loop. */
const CRASH_LIMIT = 5
const CRASH_WINDOW_MS = 60_000
const BACKOFF_FIRST_MS = 500
const BACKOFF_MAX_MS = 15_000

/**
 * Worker count from WEB_CONCURRENCY: a positive integer, else the number of cores, at most 4.
 * Throws an Error with a one-sentence message for anything else ("0", "two").
 */
export function webConcurrency(value = process.env.WEB_CONCURRENCY) {
  if (value === undefined || value === '') return Math.min(availableParallelism(), 4)
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, got "${value}".`)
  return count
}

/**
 * Starts `count` workers running `<buildDir>/bin/server.js` with `env`.
 * Options: `restart` (default true: restart crashed workers; false: a crash is fatal, as the
 * bench wants), `drainMs` (the workers' drain deadline, passed as KARVAN_DRAIN_MS), `onReady(pids)`
 * once every worker listens the first time, `onRestart(oldPid, newPid)`, `onFatal(message)` when
 * workers cannot be kept up (crash loop, or a crash with restart off; every worker is stopped
 * first), `log(line)`.
 * Returns `{ stop(): Promise<void>, pids(): number[] }`. One supervisor per process.
 */
export function superviseWorkers({
  buildDir,
  count,
  env = process.env,
  restart = true,
  drainMs = 10_000,
  onReady = () => {},
  onRestart = () => {},
  onFatal = () => {},
  log = (line) => console.error(line),
}) {
  const dir = resolve(buildDir)
  cluster.setupPrimary({
    exec: join(dir, 'bin', 'server.js'),
    cwd: dir,
    execArgv: [...process.execArgv, ...WORKER_FLAGS],
  })
  const workerEnv = { ...env, KARVAN_DRAIN_MS: String(drainMs) }
  let stopping = null
  let ready = false
  const crashes = []
  /** Workers whose process has not exited (cluster.workers drops a worker at disconnect already). */
  const alive = new Set()
  cluster.on('fork', (worker) => {
    alive.add(worker)
    worker.process.once('exit', () => alive.delete(worker))
  })

  const pids = () => [...alive].map((worker) => worker.process.pid)

  const listening = new Set()
  const fork = () => {
    const worker = cluster.fork(workerEnv)
    worker.once('listening', () => {
      listening.add(worker.id)
      if (!ready && listening.size >= count) {
        ready = true
        onReady(pids())
      }
    })
    return worker
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    const how = signal ? `signal ${signal}` : `exit code ${code}`
    if (!restart) {
      log(`cluster: worker ${worker.process.pid} exited (${how})`)
      void stop().then(() => onFatal(`a server worker exited (${how})`))
      return
    }
    const now = Date.now()
    crashes.push(now)
    while (crashes.length && now - crashes[0] > CRASH_WINDOW_MS) crashes.shift()
    if (crashes.length > CRASH_LIMIT) {
      void stop().then(() =>
        onFatal(
          `server workers crashed ${crashes.length} times within ${CRASH_WINDOW_MS / 1000} s (last: ${how}); stopped — see the errors above`
        )
      )
      return
    }
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (crashes.length - 1))
    log(`  server worker ${worker.process.pid} stopped (${how}); restarting in ${delay} ms`)
    setTimeout(() => {
      if (stopping) return
      const next = fork()
      next.once('listening', () => onRestart(worker.process.pid, next.process.pid))
    }, delay).unref()
  })

  function stop() {
    if (stopping) return stopping
    stopping = new Promise((done) => {
      const workers = [...alive]
      if (!workers.length) return done()
      let left = workers.length
      for (const worker of workers) {
        if (worker.process.exitCode !== null || worker.process.signalCode !== null) left -= 1
        else worker.process.once('exit', () => --left === 0 && done())
      }
      if (left === 0) return done()
      for (const worker of workers) {
        /** AdonisJS drains on SIGTERM; the IPC channel would keep the worker alive, so it is closed too. */
        worker.process.kill('SIGTERM')
        if (worker.isConnected()) worker.disconnect()
      }
      setTimeout(() => {
        for (const worker of alive) worker.process.kill('SIGKILL')
      }, drainMs + 2_000).unref()
    })
    return stopping
  }

  for (let i = 0; i < count; i++) fork()
  return { stop, pids }
}
