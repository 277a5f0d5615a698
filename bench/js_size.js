/**
 * Initial JavaScript of a page, gzip-compressed: the app entry plus the page's chunk and all
 * their static imports (what the browser modulepreloads before the page can hydrate), read
 * from the Vite manifest of the build. `node bench/js_size.js [buildDir] [page]` prints JSON.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync, constants } from 'node:zlib'

/**
 * @param {string} buildDir the production build (build/)
 * @param {string} page source of the page chunk, e.g. inertia/pages/storefront/product.tsx
 * @returns {{ files: { file: string, bytes: number, gzip: number }[], bytes: number, gzip: number, gzip9: number, css: string[] }}
 */
export function initialJs(buildDir, page = 'inertia/pages/storefront/product.tsx') {
  const assets = join(buildDir, 'public', 'assets')
  const manifestFile = [join(assets, '.vite', 'manifest.json'), join(assets, 'manifest.json')].find(
    existsSync
  )
  if (!manifestFile) throw new Error(`no Vite manifest under ${assets}`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && /inertia\/app\.[jt]sx?$/.test(key)
  )
  if (!entryKey) throw new Error('no app entry (inertia/app.tsx) in the Vite manifest')
  if (!manifest[page]) throw new Error(`no chunk for ${page} in the Vite manifest`)

  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  visit(entryKey)
  visit(page)

  const files = []
  const css = new Set()
  let gzip9 = 0
  for (const key of seen) {
    const chunk = manifest[key]
    for (const sheet of chunk.css ?? []) css.add(sheet)
    if (!chunk.file.endsWith('.js')) continue
    const content = readFileSync(join(assets, chunk.file))
    files.push({ file: chunk.file, bytes: content.length, gzip: gzipSync(content).length })
    gzip9 += gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length
  }
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    gzip9,
    css: [...css],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    JSON.stringify(initialJs(resolve(process.argv[2] ?? 'build'), process.argv[3]), null, 2)
  )
}
