/**
 * Fast paths answered before AdonisJS (bin/server.ts → app/lib/raw_fast_path.ts): loading them
 * registers them with the micro-cache — the anonymous listing pages and the typeahead — and the
 * public API's (asked after those: an /api/v1 path is none of theirs).
 */
import '#services/page_cache/listing_fast_path'
import '#services/page_cache/suggest_fast_path'
import { onRawMiss } from '#services/page_cache/page_cache'
import { apiRawFastPath } from '#services/api/api_raw_fast_path'

onRawMiss(apiRawFastPath)
