import { Agent } from 'node:http'

const agents = new Map<string, Agent>()
let next = 0

/**
 * A loopback address (127.0.0.0/8) no other test in this process has used: requests sent from it
 * (fromIp) are real clients with their own IP, so rate-limit buckets keyed by IP start empty
 * without trusting any proxy header (TRUSTED_PROXIES stays unset in tests).
 */
export function freshIp(): string {
  next += 1
  return `127.${10 + Math.floor(next / 62500)}.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`
}

/**
 * Sends a Japa API request from `ip` (a loopback address, see freshIp): its socket is bound to
 * that local address, so the server's `request.ip()` is `ip`. Returns the same request.
 */
export function fromIp<T extends { request: { agent(agent: Agent): unknown } }>(
  request: T,
  ip: string
): T {
  let agent = agents.get(ip)
  if (!agent) {
    agent = new Agent({ localAddress: ip })
    agents.set(ip, agent)
  }
  request.request.agent(agent)
  return request
}
