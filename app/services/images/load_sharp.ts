import type Sharp from 'sharp'

let loading: Promise<typeof Sharp> | undefined

/**
 * sharp (libvips), loaded on first use and then shared. Every image service takes it from here
 * instead of importing it: the catalog's controllers reach those services (document files on
 * product and supplier pages, variants on demand in the uploads middleware), and loading libvips
 * costs each worker ~20 MB of resident memory that serving stored files never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default)
  return loading
}
