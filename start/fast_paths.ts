/**
 * Fast paths answered before AdonisJS (bin/server.ts → app/lib/raw_fast_path.ts): loading them
 * registers them with the micro-cache — the anonymous listing pages and the typeahead.
 */
import '#services/page_cache/listing_fast_path'
import '#services/page_cache/suggest_fast_path'
