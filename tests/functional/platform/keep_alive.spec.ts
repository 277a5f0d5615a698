import { test } from '@japa/runner'
import net from 'node:net'
import server from '@adonisjs/core/services/server'
import env from '#start/env'

/** One raw HTTP/1.1 connection to the test server: requests written in turn, answers read whole. */
class Connection {
  #socket: net.Socket
  #buffer = ''
  #closed = false
  #waiting: (() => void) | null = null

  constructor(port: number, host: string) {
    this.#socket = net.connect({ port, host })
    this.#socket.setEncoding('latin1')
    this.#socket.on('data', (chunk: string) => {
      this.#buffer += chunk
      this.#waiting?.()
    })
    this.#socket.on('close', () => {
      this.#closed = true
      this.#waiting?.()
    })
    this.#socket.on('error', () => {})
  }

  get closed() {
    return this.#closed
  }

  /** Sends `GET path` and resolves with the status line and headers of its complete answer. */
  async get(path: string): Promise<{ status: number; headers: Record<string, string> }> {
    this.#buffer = ''
    this.#socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`)
    while (true) {
      const end = this.#buffer.indexOf('\r\n\r\n')
      if (end !== -1) {
        const [statusLine, ...lines] = this.#buffer.slice(0, end).split('\r\n')
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ])
        )
        const length = Number(headers['content-length'] ?? 0)
        if (this.#buffer.length >= end + 4 + length)
          return { status: Number(statusLine.split(' ')[1]), headers }
      }
      if (this.#closed) throw new Error('connection closed before the answer was complete')
      await new Promise<void>((done) => (this.#waiting = done))
    }
  }

  close() {
    this.#socket.destroy()
  }
}

test.group('HTTP keep-alive (issue #22, 9)', () => {
  test('the server is configured to outwait a proxy: keep-alive 65 s, headers 66 s', ({
    assert,
  }) => {
    const node = server.getNodeServer()!
    assert.equal(node.keepAliveTimeout, 65_000)
    assert.equal(node.headersTimeout, 66_000)
    assert.isAbove(node.headersTimeout, node.keepAliveTimeout)
  })

  test('an idle keep-alive connection is still open and answers after 6 s (Node closes it after 5 s by default)', async ({
    assert,
  }) => {
    const connection = new Connection(
      Number(env.get('PORT') ?? 3333),
      env.get('HOST') ?? '127.0.0.1'
    )
    try {
      const first = await connection.get('/favicon.svg')
      assert.equal(first.status, 200)
      assert.equal(first.headers['connection'], 'keep-alive')
      assert.equal(first.headers['keep-alive'], 'timeout=65')
      await new Promise((done) => setTimeout(done, 6_000))
      assert.isFalse(connection.closed, 'the server kept the idle connection open')
      const second = await connection.get('/favicon.svg')
      assert.equal(second.status, 200)
    } finally {
      connection.close()
    }
  }).timeout(20_000)
})
