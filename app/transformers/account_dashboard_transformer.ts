/**
 * The customer dashboard home's recent activity (app/actions/account/load_dashboard.ts builds it
 * as the page shows it); re-exported so the front end takes its types from app/transformers.
 */
export type { ActivityEntry } from '#actions/account/load_dashboard'
