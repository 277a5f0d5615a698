import env from '#start/env'

/**
 * Per-IP and per-e-mail limits on creating accounts and on asking for password-reset links
 * (DESIGN §6), counted atomically before the work they guard (app/services/auth/account_limits.ts).
 * Durations in seconds. Mutable so tests can narrow them.
 */
const accountLimits = {
  /** New buyer and seller accounts together per client IP: REGISTRATION_IP_LIMIT (default 5) an hour. */
  registrationPerIp: { requests: env.get('REGISTRATION_IP_LIMIT') ?? 5, duration: 3600 },
  /** Reset-link requests per client IP: PASSWORD_RESET_IP_LIMIT (default 5) per 15 minutes. */
  passwordResetPerIp: { requests: env.get('PASSWORD_RESET_IP_LIMIT') ?? 5, duration: 900 },
  /** Reset-link requests per e-mail (any account type, any IP): PASSWORD_RESET_EMAIL_LIMIT (default 3) an hour. */
  passwordResetPerEmail: { requests: env.get('PASSWORD_RESET_EMAIL_LIMIT') ?? 3, duration: 3600 },
}

export default accountLimits
