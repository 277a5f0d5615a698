import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import app from '@adonisjs/core/services/app'

/** One JSON line of the server's pino log. */
export interface LogLine {
  level: number
  msg?: string
  request_id?: string
  [key: string]: unknown
}

/** pino levels: 40 warn, 50 error, 60 fatal. */
export const WARN = 40
export const ERROR = 50

/** A TCP port nothing listens on now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => done(port))
    })
  })
}

/** An answer read whole. */
export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}

/**
 * A raw HTTP request as a hostile client sends it: the path goes on the wire exactly as given
 * (fetch and the test client would resolve `..` first). Resolves with status, headers and body text.
 */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string }
): Promise<RawResponse> {
  const url = new URL(base)
  return new Promise((done, fail) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: false,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, text })
        )
      }
    )
    request.on('error', fail)
    request.end(options.body)
  })
}

/** rawRequest with GET. */
export function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {}
): Promise<RawResponse> {
  return rawRequest(base, { path, headers })
}

/** The production build (`build/bin/server.js`, as `npm start` runs it) in a child process, with its log. */
export interface BuiltServer {
  url: string
  /** Every JSON log line written so far. */
  logs: LogLine[]
  /** Everything the process wrote (for failure messages). */
  output(): string
  stop(): Promise<void>
}

/**
 * Starts the built server on a free port with the test's environment plus `env` (NODE_ENV
 * production, LOG_LEVEL info, no queue worker or rates sync, a random APP_KEY) and waits until it
 * serves a public file. `npm test` builds before the suite runs.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['bin/server.js'], {
    cwd: app.makePath('build'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      QUEUE_WORKER: 'off',
      RATES_SYNC: 'off',
      APP_KEY: randomBytes(32).toString('base64url'),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  let pending = ''
  const logs: LogLine[] = []
  child.stdout!.on('data', (chunk) => {
    text += chunk
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop()!
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line))
      } catch {}
    }
  })
  child.stderr!.on('data', (chunk) => (text += chunk))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + 60_000
  while (true) {
    try {
      if ((await rawGet(url, '/favicon.svg')).status === 200) break
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the built server did not start\n${text.slice(-4000)}`)
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  return { url, logs, output: () => text, stop }
}
