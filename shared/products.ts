/**
 * Product enumerations for the server and the browser alike. Moderation transitions stay on the
 * server (app/state_machines/product_status.ts); labels live in resources/lang products.status.*.
 */

/** Product statuses of DESIGN §4 (draft → in_review → published | rejected; published → archived). */
export const PRODUCT_STATUSES = ['draft', 'in_review', 'published', 'rejected', 'archived'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** Comment moderation states (SPEC §4: a comment appears only after admin approval). */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type CommentStatus = (typeof COMMENT_STATUSES)[number]
