/**
 * Trusted abroad (issue 25): the lists both the server and the browser need. Labels live in
 * resources/lang (`trust.*`).
 */

/** Kinds of export documents a producer keeps (migration 0032: company_documents.kind). */
export const DOCUMENT_KINDS = [
  'origin',
  'phytosanitary',
  'free_sale',
  'halal',
  'iso22000_haccp',
  'organic',
  'conformity',
  'other',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** How long a mobile-signature verification of a company counts. */
export const VERIFICATION_VALID_DAYS = 365

/** Documents and verifications are reminded this many days before they expire. */
export const DOCUMENT_REMINDER_DAYS = 30
