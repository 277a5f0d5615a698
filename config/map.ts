import env from '#start/env'
import app from '@adonisjs/core/services/app'

/** OpenStreetMap's standard tiles (their usage policy asks for the attribution the map shows). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/**
 * Leaflet tile URL template for every map (address book, seller profile), passed to pages as
 * the `tileUrl` prop. MAP_TILE_URL unset → OpenStreetMap (none in tests, which run offline);
 * set but empty, or not an http(s) URL → '' and maps render without tiles.
 */
export const mapTileUrl: string = (() => {
  const value = env.get('MAP_TILE_URL') ?? (app.inTest ? '' : OSM_TILE_URL)
  return /^https?:\/\/[^\s"'<>]+$/.test(value.trim()) ? value.trim() : ''
})()

/**
 * Origin of the tiles for the CSP `img-src` directive, `{s}` subdomains as a wildcard:
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`. [] without tiles.
 */
export const mapTileOrigins: string[] = (() => {
  if (!mapTileUrl) return []
  const match = mapTileUrl.match(/^(https?:\/\/[^/]+)/)
  return match ? [match[1].replace(/\{s\}/g, '*').replace(/\{[a-z]+\}/gi, '*')] : []
})()
