/**
 * Runs the production build with N workers sharing one port (node:cluster), like a
 * one-machine deployment: `node bench/cluster.js <buildDir> [workers]` with the app's env
 * (PORT, HOST, DATABASE_URL, …). Prints `WORKERS <pid>,<pid>` once every worker listens.
 * SIGTERM/SIGINT stop the workers; a worker dying on its own ends the launcher with code 1.
 */
import cluster from 'node:cluster'
import { join, resolve } from 'node:path'

const buildDir = resolve(process.argv[2] ?? 'build')
const count = Number(process.argv[3] ?? 2)
let stopping = false
let listening = 0

/**
 * V8 limits of the production start path (bin/start.js): an 8 MB semi-space instead of V8's
 * heap-size-derived default (which lets the young generation grow past 100 MB per process)
 * and an old space of 128 MB, so each worker stays under 300 MB RSS under load (why: bin/start.js).
 */
const WORKER_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128']

cluster.setupPrimary({
  exec: join(buildDir, 'bin', 'server.js'),
  cwd: buildDir,
  execArgv: [...process.execArgv, ...WORKER_FLAGS],
})
cluster.on('listening', () => {
  listening += 1
  if (listening === count) {
    const pids = Object.values(cluster.workers).map((worker) => worker.process.pid)
    console.log(`WORKERS ${pids.join(',')}`)
  }
})
cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (!Object.keys(cluster.workers).length) process.exit(0)
    return
  }
  console.error(`cluster: worker ${worker.process.pid} exited (code ${code}, signal ${signal})`)
  stop(1)
})

function stop(code = 0) {
  if (stopping) return
  stopping = true
  const workers = Object.values(cluster.workers)
  if (!workers.length) process.exit(code)
  /** Adonis closes on SIGTERM; the IPC channel would keep a worker alive, so it is closed too. */
  for (const worker of workers) {
    worker.process.kill('SIGTERM')
    setTimeout(() => worker.isConnected() && worker.disconnect(), 500).unref()
  }
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGKILL')
    process.exit(code)
  }, 5000).unref()
  if (code) process.exitCode = code
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
process.on('disconnect', () => stop(0))
for (let i = 0; i < count; i++) cluster.fork()
