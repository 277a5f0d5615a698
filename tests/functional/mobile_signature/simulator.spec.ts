import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import mobileSignatureConfig, { SIMULATOR_BASE_PATH } from '#config/mobile_signature'
import MobileSignatureProvider from '#services/mobile_signature/provider'
import MobileIdHttpClient from '#services/mobile_signature/http_client'
import { resetMobileSignatureData } from './helpers.js'
import MobileIdSimulator from '#services/mobile_signature/simulator/mobile_id_simulator'

const BASE = SIMULATOR_BASE_PATH

function request(overrides: Record<string, unknown> = {}) {
  return {
    relyingPartyUUID: mobileSignatureConfig.client.relyingPartyUUID,
    relyingPartyName: mobileSignatureConfig.client.relyingPartyName,
    phoneNumber: '+994502000001',
    nationalIdentityNumber: '200001',
    hash: randomBytes(32).toString('base64'),
    hashType: 'SHA256',
    language: 'AZE',
    displayText: 'Karvan',
    displayTextFormat: 'UCS-2',
    ...overrides,
  }
}

test.group('Mobile-ID simulator: the HTTP protocol', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test('start → RUNNING → COMPLETE with signature and certificates, over plain JSON, no CSRF, nothing kept in a web session', async ({
    client,
    assert,
    cleanup,
  }) => {
    /** The phone answers after 1 s here, so a slow, busy machine still sees RUNNING first. */
    const simulator = await app.container.make(MobileIdSimulator)
    const saved = simulator.options.responseMs
    ;(simulator.options as { responseMs: number }).responseMs = 1000
    cleanup(() => {
      ;(simulator.options as { responseMs: number }).responseMs = saved
    })
    const started = await client.post(`${BASE}/authentication`).json(request())
    started.assertStatus(200)
    const { sessionID } = started.body()
    assert.match(sessionID, /^[0-9a-f-]{36}$/)

    const running = await client
      .get(`${BASE}/authentication/session/${sessionID}`)
      .qs({ timeoutMs: 0 })
    assert.deepEqual(running.body(), { state: 'RUNNING' })

    const complete = await client
      .get(`${BASE}/authentication/session/${sessionID}`)
      .qs({ timeoutMs: 2000 })
    complete.assertStatus(200)
    const body = complete.body()
    assert.equal(body.state, 'COMPLETE')
    assert.equal(body.result, 'OK')
    assert.equal(body.signature.algorithm, 'SHA256WithECEncryption')
    assert.equal(Buffer.from(body.signature.value, 'base64').length, 64)
    assert.isString(body.cert)
    assert.lengthOf(body.certificates, 1)
    assert.deepEqual(complete.session(), {})
  })

  test('a wrong relying party gets 401, malformed requests 400', async ({ client }) => {
    ;(
      await client.post(`${BASE}/authentication`).json(request({ relyingPartyName: 'Somebody' }))
    ).assertStatus(401)
    ;(
      await client.post(`${BASE}/authentication`).json(request({ phoneNumber: '0501234567' }))
    ).assertStatus(400)
    ;(await client.post(`${BASE}/authentication`).json(request({ hash: 'AAAA' }))).assertStatus(400)
    ;(await client.post(`${BASE}/authentication`).json(request({ hashType: 'MD5' }))).assertStatus(
      400
    )
    ;(await client.post(`${BASE}/authentication`).json(request({ language: 'XXX' }))).assertStatus(
      400
    )
    ;(await client.post(`${BASE}/authentication`).json({})).assertStatus(400)
    ;(await client.get(`${BASE}/authentication/session/not-a-uuid`)).assertStatus(400)
  })

  test('unknown, cancelled and expired sessions answer 404', async ({ client }) => {
    ;(await client.get(`${BASE}/authentication/session/${crypto.randomUUID()}`)).assertStatus(404)
    const { sessionID } = (
      await client
        .post(`${BASE}/authentication`)
        .json(request({ nationalIdentityNumber: '200020', phoneNumber: '+994502000020' }))
    ).body()
    ;(await client.delete(`${BASE}/authentication/session/${sessionID}`)).assertStatus(204)
    ;(await client.get(`${BASE}/authentication/session/${sessionID}`)).assertStatus(404)
    ;(await client.delete(`${BASE}/authentication/session/${sessionID}`)).assertStatus(404)
  })

  test('the HTTP client shows the same code the service can compute, and polls to an identity', async ({
    assert,
  }) => {
    const provider = await app.container.make(MobileSignatureProvider)
    assert.instanceOf(provider, MobileIdHttpClient)
    const started = await provider.start({ userId: '200002', phone: '+994502000002', lang: 'ru' })
    assert.match(started.verificationCode, /^\d{4}$/)
    assert.isAtMost(started.expiresAt.getTime() - Date.now(), 5 * 60_000)
    let outcome = await provider.poll(started.sessionId, { waitMs: 0 })
    for (let i = 0; i < 10 && outcome.state === 'RUNNING'; i++)
      outcome = await provider.poll(started.sessionId, { waitMs: 500 })
    assert.deepEqual(outcome, {
      state: 'COMPLETE',
      result: 'OK',
      identity: {
        personalCode: 'TST0002',
        givenName: 'Günay',
        surname: 'Həsənova',
        country: 'AZ',
        certificates: [
          { type: 'individual', name: 'Günay Həsənova' },
          { type: 'legal', name: 'Şəki İpək MMC', voen: '2000000021' },
        ],
      },
    })
  })

  test('the HTTP client gives INTERNAL_ERROR when nothing listens, and never throws from poll or cancel', async ({
    assert,
  }) => {
    const provider = new MobileIdHttpClient({
      baseUrl: 'http://127.0.0.1:9/mid-api',
      timeoutMs: 500,
      relyingPartyUUID: 'x',
      relyingPartyName: 'y',
      trustAnchors: [],
      sessionTtlMs: 60_000,
    })
    await assert.rejects(
      () => provider.start({ userId: '200001', phone: '+994502000001', lang: 'az' }),
      /Mobile-ID POST/
    )
    const handle = `${crypto.randomUUID()}.${randomBytes(32).toString('base64url')}`
    assert.deepEqual(await provider.poll(handle), { state: 'COMPLETE', result: 'INTERNAL_ERROR' })
    assert.deepEqual(await provider.poll('garbage'), {
      state: 'COMPLETE',
      result: 'INTERNAL_ERROR',
    })
    await provider.cancel(handle)
  })
})
