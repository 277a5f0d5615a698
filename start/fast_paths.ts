/**
 * Fast paths answered before AdonisJS (bin/server.ts → app/lib/raw_fast_path.ts): loading the
 * anonymous listing fast path registers it with the micro-cache.
 */
import '#services/page_cache/listing_fast_path'
