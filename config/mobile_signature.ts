import env from '#start/env'
import app from '@adonisjs/core/services/app'

/** Where the simulator's Mobile-ID REST API is mounted (development, tests, embedded default). */
export const SIMULATOR_BASE_PATH = '/_simulators/mobile-id/mid-api'

/** Sessions end at most 5 minutes after start (MID: "sessions expire within 5 minutes"). */
export const MAX_SESSION_TTL_MS = 5 * 60 * 1000

/** This server's own address for calls to the simulator mounted in it (loopback for 0.0.0.0). */
function ownSimulatorUrl() {
  const host = env.get('HOST')
  const reachable = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const authority = reachable.includes(':') ? `[${reachable}]` : reachable
  return `http://${authority}:${env.get('PORT') ?? 3333}${SIMULATOR_BASE_PATH}`
}

const url = env.get('MOBILE_SIGNATURE_URL')

/**
 * Mobile-signature sign-in (DESIGN §5). Without MOBILE_SIGNATURE_URL the app talks over HTTP to
 * the simulator mounted in itself (MOBILE_SIGNATURE_SIMULATOR defaults to on then, off when a
 * real service is configured). Times are in milliseconds; tests use short simulator timings.
 */
const mobileSignatureConfig = {
  /** Lifetime of one sign-in attempt and of a simulator session. */
  sessionTtlMs: MAX_SESSION_TTL_MS,
  /** Pause of the page between two status queries (each query also long-polls `pollWaitMs`). */
  pollIntervalMs: 1000,

  client: {
    baseUrl: url ?? ownSimulatorUrl(),
    /** One call's limit (the long-poll wait is added on status queries). */
    timeoutMs: env.get('MOBILE_SIGNATURE_TIMEOUT_MS') ?? (app.inTest ? 1500 : 10_000),
    /** Long-poll wait asked of the service per status query. */
    pollWaitMs: env.get('MOBILE_SIGNATURE_POLL_WAIT_MS') ?? (app.inTest ? 500 : 1000),
    relyingPartyUUID: env.get('MOBILE_SIGNATURE_RP_UUID') ?? '00000000-0000-0000-0000-000000000000',
    relyingPartyName: env.get('MOBILE_SIGNATURE_RP_NAME') ?? 'Karvan',
    /** PEM bundle of the CA certificates user certificates must chain to (real service). */
    caFile: env.get('MOBILE_SIGNATURE_CA_FILE'),
    /** Whether the simulator's test CA is trusted: only while the simulator is the service. */
    trustSimulatorCa: !url,
  },

  simulator: {
    enabled: (env.get('MOBILE_SIGNATURE_SIMULATOR') ?? (url ? 'off' : 'on')) === 'on',
    /** Time until the simulated phone answers. */
    responseMs: env.get('MOBILE_SIGNATURE_SIM_RESPONSE_MS') ?? (app.inTest ? 100 : 4000),
    /** Time after which an unanswered request ends as TIMEOUT (MID: about two minutes). */
    userTimeoutMs: env.get('MOBILE_SIGNATURE_SIM_TIMEOUT_MS') ?? (app.inTest ? 200 : 120_000),
  },

  /**
   * Starts allowed (DESIGN §6, DDS anti-spam rule): per phone number and per client IP; status
   * queries of the waiting page per client IP (it asks about once a second).
   */
  limits: {
    perPhone: { requests: env.get('MOBILE_SIGNATURE_PHONE_LIMIT') ?? 5, duration: '15 minutes' },
    perIp: { requests: env.get('MOBILE_SIGNATURE_IP_LIMIT') ?? 20, duration: '15 minutes' },
    statusPerIp: { requests: 120, duration: '1 minute' },
  },
}

export default mobileSignatureConfig
