/**
 * Runs the production build with N workers sharing one port (node:cluster), like a
 * one-machine deployment: `node bench/cluster.js <buildDir> [workers]` with the app's env
 * (PORT, HOST, DATABASE_URL, …). Prints `WORKERS <pid>,<pid>` once every worker listens.
 * SIGTERM/SIGINT stop the workers; a worker dying on its own ends the launcher with code 1
 * (a measurement with a restarted worker would be wrong). The supervisor is npm start's
 * (bin/cluster.js).
 */
import { superviseWorkers } from '../bin/cluster.js'

const supervisor = superviseWorkers({
  buildDir: process.argv[2] ?? 'build',
  count: Number(process.argv[3] ?? 2),
  restart: false,
  drainMs: 3_000,
  onReady: (pids) => console.log(`WORKERS ${pids.join(',')}`),
  onFatal: () => process.exit(1),
})

const stop = () => supervisor.stop().then(() => process.exit(0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)
process.on('disconnect', stop)
