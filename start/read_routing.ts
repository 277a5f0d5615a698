/**
 * Read replicas (DATABASE_READ_URLS): routes Lucid's reads before the first query
 * (app/services/database/replica_pools.ts). Nothing changes without replicas.
 */
import { installReadRouting } from '#services/database/replica_pools'

installReadRouting()
