import { readFileSync } from 'node:fs'
import { X509Certificate } from 'node:crypto'
import type { ApplicationService } from '@adonisjs/core/types'
import mobileSignatureConfig from '#config/mobile_signature'
import MobileSignatureProvider from '#services/mobile_signature/provider'
import MobileIdSimulator from '#services/mobile_signature/simulator/mobile_id_simulator'

/** Certificates of a PEM bundle (one or more `BEGIN CERTIFICATE` blocks). */
function readPemBundle(path: string): X509Certificate[] {
  const text = readFileSync(path, 'utf8')
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []
  if (blocks.length === 0) throw new Error(`MOBILE_SIGNATURE_CA_FILE has no certificate: ${path}`)
  return blocks.map((block) => new X509Certificate(block))
}

/**
 * Mobile signature (DESIGN §5): binds MobileSignatureProvider to the Mobile-ID HTTP client,
 * pointed at MOBILE_SIGNATURE_URL or, by default, at the simulator this app mounts; binds the
 * simulator (and its test CA, trusted only while no real service is configured).
 */
export default class MobileSignatureServiceProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    const { client, simulator, sessionTtlMs } = mobileSignatureConfig

    this.app.container.singleton(MobileIdSimulator, async () => {
      const { SimulatorCertificateAuthority } =
        await import('#services/mobile_signature/simulator/certificate_authority')
      return new MobileIdSimulator(
        {
          relyingPartyUUID: client.relyingPartyUUID,
          relyingPartyName: client.relyingPartyName,
          responseMs: simulator.responseMs,
          userTimeoutMs: simulator.userTimeoutMs,
          sessionTtlMs,
          hangMs: client.timeoutMs + 500,
        },
        new SimulatorCertificateAuthority()
      )
    })

    this.app.container.singleton(MobileSignatureProvider, async (resolver) => {
      const { default: MobileIdHttpClient } = await import('#services/mobile_signature/http_client')
      const trustAnchors = client.caFile ? readPemBundle(client.caFile) : []
      if (client.trustSimulatorCa && simulator.enabled) {
        const simulated = await resolver.make(MobileIdSimulator)
        trustAnchors.push(simulated.authority.certificate)
      }
      return new MobileIdHttpClient({
        baseUrl: client.baseUrl,
        timeoutMs: client.timeoutMs,
        relyingPartyUUID: client.relyingPartyUUID,
        relyingPartyName: client.relyingPartyName,
        trustAnchors,
        sessionTtlMs,
      })
    })
  }

  /** In production, says loudly when sign-ins are served by the simulator. */
  async ready() {
    if (
      this.app.inProduction &&
      mobileSignatureConfig.simulator.enabled &&
      this.app.getEnvironment() === 'web'
    ) {
      const logger = await this.app.container.make('logger')
      logger.warn(
        'mobile signature: the Mobile-ID simulator is serving sign-ins (set MOBILE_SIGNATURE_URL for a real service)'
      )
    }
  }
}
