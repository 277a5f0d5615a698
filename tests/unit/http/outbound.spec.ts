import { test } from '@japa/runner'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OutboundError, outboundRequest } from '#services/http/outbound'

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void

/** A local server on 127.0.0.1 whose `handler` answers every request (with the request body read). */
async function localServer(handler: Handler) {
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => handler(request, response, body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The OutboundError a call fails with (fails the test when it resolves or throws anything else). */
async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof OutboundError) return error
    throw error
  }
  throw new Error('expected an OutboundError')
}

test.group('Outbound HTTP helper against a local server', (group) => {
  let server: Awaited<ReturnType<typeof localServer>> | null = null
  group.each.setup(() => async () => {
    await server?.close()
    server = null
  })

  test('sends method, headers and body and returns status, headers and text of any status', async ({
    assert,
  }) => {
    server = await localServer((request, response, body) => {
      response.writeHead(418, {
        'content-type': 'application/json',
        'x-echo': request.headers['x-token'] ?? '',
      })
      response.end(JSON.stringify({ method: request.method, body }))
    })
    const answer = await outboundRequest({
      url: server.url,
      method: 'POST',
      timeoutMs: 2000,
      maxBytes: 1024,
      headers: { 'x-token': 'abc' },
      body: 'hello',
    })
    assert.equal(answer.status, 418)
    assert.equal(answer.headers.get('x-echo'), 'abc')
    assert.deepEqual(JSON.parse(answer.text), { method: 'POST', body: 'hello' })
  })

  test('a slow server fails with kind timeout after timeoutMs, whether headers or body are late', async ({
    assert,
  }) => {
    server = await localServer((request, response) => {
      if (request.url === '/slow-body') {
        response.writeHead(200, { 'content-type': 'text/plain' })
        response.write('first part')
        return
      }
    })
    const started = Date.now()
    const slowHead = await failure(
      outboundRequest({ url: server.url, timeoutMs: 200, maxBytes: 1024 })
    )
    assert.equal(slowHead.kind, 'timeout')
    assert.isNull(slowHead.status)
    assert.equal(slowHead.message, `GET ${server.url}: no answer within 200 ms`)
    assert.isBelow(Date.now() - started, 2000)

    const slowBody = await failure(
      outboundRequest({ url: `${server.url}slow-body`, timeoutMs: 200, maxBytes: 1024 })
    )
    assert.equal(slowBody.kind, 'timeout')
    assert.equal(slowBody.status, 200)
  })

  test('a huge body fails with kind too_large, declared or streamed, without reading it all', async ({
    assert,
  }) => {
    let streamedBytes = 0
    server = await localServer((request, response) => {
      if (request.url === '/declared') {
        response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) })
        response.write('x'.repeat(1024))
        return
      }
      // Chunked, no length: 64 KiB chunks until the client stops reading (or 50 MiB).
      response.writeHead(200, { 'content-type': 'application/octet-stream' })
      const chunk = Buffer.alloc(64 * 1024, 120)
      const pump = () => {
        while (streamedBytes < 50 * 1024 * 1024 && !response.destroyed) {
          streamedBytes += chunk.length
          if (!response.write(chunk)) return response.once('drain', pump)
        }
        response.end()
      }
      pump()
    })
    const declared = await failure(
      outboundRequest({ url: `${server.url}declared`, timeoutMs: 2000, maxBytes: 64 * 1024 })
    )
    assert.equal(declared.kind, 'too_large')
    assert.equal(declared.status, 200)

    const streamed = await failure(
      outboundRequest({ url: `${server.url}streamed`, timeoutMs: 5000, maxBytes: 64 * 1024 })
    )
    assert.equal(streamed.kind, 'too_large')
    assert.equal(streamed.reason, 'answer larger than 65536 bytes')
    assert.isBelow(streamedBytes, 50 * 1024 * 1024)
  })

  test('a body of exactly maxBytes is read whole', async ({ assert }) => {
    server = await localServer((_request, response) => {
      response.writeHead(200)
      response.end('y'.repeat(4096))
    })
    const answer = await outboundRequest({ url: server.url, timeoutMs: 2000, maxBytes: 4096 })
    assert.lengthOf(answer.text, 4096)
  })

  test('a refused status fails with kind status before the body is read', async ({ assert }) => {
    server = await localServer((_request, response) => {
      response.writeHead(503)
      response.end('down')
    })
    const refused = await failure(
      outboundRequest({
        url: server.url,
        timeoutMs: 2000,
        maxBytes: 1024,
        acceptStatus: (status) => status === 200,
      })
    )
    assert.equal(refused.kind, 'status')
    assert.equal(refused.status, 503)
    assert.equal(refused.reason, 'answered HTTP 503')
  })

  test('an unreachable host and a refused redirect are network errors; the caller can abort', async ({
    assert,
  }) => {
    server = await localServer((request, response) => {
      if (request.url === '/hang') return
      response.writeHead(302, { location: '/elsewhere' })
      response.end()
    })
    const closed = await localServer(() => {})
    const closedUrl = closed.url
    await closed.close()
    const unreachable = await failure(
      outboundRequest({ url: closedUrl, timeoutMs: 2000, maxBytes: 1024 })
    )
    assert.equal(unreachable.kind, 'network')
    assert.equal(unreachable.reason, 'ECONNREFUSED')

    const redirected = await failure(
      outboundRequest({ url: server.url, timeoutMs: 2000, maxBytes: 1024 })
    )
    assert.equal(redirected.kind, 'network')

    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const aborted = await failure(
      outboundRequest({
        url: `${server.url}hang`,
        timeoutMs: 5000,
        maxBytes: 1024,
        signal: controller.signal,
      })
    )
    assert.equal(aborted.kind, 'aborted')
  })

  test('a timeout that is not a positive number of ms is a RangeError', async ({ assert }) => {
    await assert.rejects(
      () => outboundRequest({ url: 'http://127.0.0.1:9/', timeoutMs: 0, maxBytes: 1 }),
      RangeError
    )
  })
})
