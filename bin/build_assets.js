/**
 * Production build on demand: runs `node ace build` when build/ is missing or older than any
 * source file (app, config, start, inertia, resources, database, providers, package.json).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const SOURCES = [
  'app',
  'bin',
  'config',
  'start',
  'inertia',
  'resources',
  'database',
  'providers',
  'adonisrc.ts',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
]
const STAMP = join(ROOT, 'build', '.karvan-build-stamp')

/** Build outputs inside source folders: the Inter subsets vite.config.ts cuts (`fontSubsets`). */
const GENERATED = [join(ROOT, 'inertia', 'fonts', 'generated')]

/** Newest modification time (ms) under a path, build outputs left out. */
function newest(path) {
  if (!existsSync(path) || GENERATED.includes(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)))
  return latest
}

/** Whether build/ exists and is newer than every source. */
export function buildIsFresh() {
  if (!existsSync(STAMP) || !existsSync(join(ROOT, 'build', 'bin', 'server.js'))) return false
  const built = Number(readFileSync(STAMP, 'utf8'))
  return SOURCES.every((source) => newest(join(ROOT, source)) <= built)
}

/** Builds when stale; throws when the build fails. */
export function ensureBuild({ log = console.log } = {}) {
  if (buildIsFresh()) return false
  log('Building Karvan (first start or sources changed)…')
  const startedAt = Date.now()
  const result = spawnSync(process.execPath, ['ace', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('Build failed')
  writeFileSync(STAMP, String(startedAt))
  return true
}
