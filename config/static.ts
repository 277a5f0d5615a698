import { sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/static'

/** Vite's build output: every file name carries a content hash, so a file never changes. */
const HASHED_ASSETS = app.publicPath('assets') + sep

/** A year, immutable: for files whose name changes whenever their content does. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/**
 * Files of public/: hashed assets (`/assets/…`) and their precompressed copies are cached for a
 * year as immutable; the few unhashed files (the favicon) for an hour, then revalidated with
 * their ETag (not immutable: their content may change under the same name). No Last-Modified
 * (the ETag already answers revalidation) and no byte ranges (browsers ask ranges of media only;
 * these are scripts, styles, fonts and pictures of a few KB): the two headers cost ~70 bytes on
 * each of the ~25 responses of a first visit.
 */
export default defineConfig({
  enabled: true,
  acceptRanges: false,
  etag: true,
  lastModified: false,
  dotFiles: 'ignore',
  immutable: false,
  maxAge: '1h',
  headers: (path: string) =>
    path.startsWith(HASHED_ASSETS) ? { 'Cache-Control': IMMUTABLE_CACHE } : {},
})
