import type { MobileSignaturePageProps } from '#services/mobile_signature/page_props'

/**
 * What the mobile-signature page and its status polls receive, as built by
 * app/services/mobile_signature/page_props.ts (the page's props depend on the request, so they
 * are built there); re-exported here so the front end takes its types from app/transformers.
 */
export type { AttemptView, MobileSignaturePageProps } from '#services/mobile_signature/page_props'

/** Where the page's forms and polls go. */
export type MobileSignatureUrls = MobileSignaturePageProps['urls']
