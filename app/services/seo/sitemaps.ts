import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { once } from 'node:events'
import { createGzip, type Gzip } from 'node:zlib'
import { finished } from 'node:stream/promises'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import { sitemapsConfig } from '#config/seo'
import { SITEMAP_KINDS, sitemapEntries, type SitemapKind } from '#services/seo/sitemap_entries'
import {
  INDEX_CLOSE,
  INDEX_OPEN,
  URLSET_CLOSE,
  URLSET_OPEN,
  sitemapElement,
  urlElements,
} from '#services/seo/sitemap_xml'

/**
 * Generation of the XML sitemaps (issue 25): `sitemap.xml` (the index) and `<kind>-<n>.xml`
 * files of at most `sitemapLimits.urlsPerFile` URLs, written gzipped as they stream from the
 * database (sitemap_entries.ts reads keyset pages), so memory holds one page of rows and one
 * gzip buffer whatever the catalog's size. Files are written into a fresh folder and then
 * renamed into place, the index last, so a request never reads a half-written file.
 */

/** The protocol's limit of URLs per file; tests lower it to get several files. */
export const sitemapLimits = { urlsPerFile: 50_000 }

/** The file name of the index on disk (served at /sitemap.xml). */
export const INDEX_FILE = 'sitemap.xml.gz'

/** `<kind>-<n>.xml`: the public name of a sitemap file (stored as `<name>.gz`). */
export const SITEMAP_FILE_NAME = new RegExp(`^(?:${SITEMAP_KINDS.join('|')})-[1-9]\\d{0,5}\\.xml$`)

/** What a generation wrote. */
export interface SitemapSummary {
  files: { name: string; urls: number }[]
  urls: number
  ms: number
}

/** Absolute URL of the sitemap file `name` (its route, start/routes/seo.ts). */
function fileUrl(name: string): string {
  if (!router.commited) router.commit()
  return appUrl + router.urlBuilder.urlFor('seo.sitemap_file', { file: name })
}

/** A gzip stream into `path`; `write` waits when the file lags behind (backpressure). */
function gzipFile(path: string) {
  const gzip: Gzip = createGzip({ level: 6 })
  const file = createWriteStream(path)
  gzip.pipe(file)
  return {
    async write(text: string) {
      if (!gzip.write(text)) await once(gzip, 'drain')
    },
    async close() {
      gzip.end()
      await finished(file)
    },
  }
}

/** Writes the files of `kind` into `folder`; returns their names, URL counts and newest lastmod. */
async function writeKind(kind: SitemapKind, folder: string) {
  const written: { name: string; urls: number; lastmod: Date | null }[] = []
  let current:
    (ReturnType<typeof gzipFile> & { name: string; urls: number; lastmod: Date | null }) | null =
    null
  const close = async () => {
    if (!current) return
    await current.write(URLSET_CLOSE)
    await current.close()
    written.push({ name: current.name, urls: current.urls, lastmod: current.lastmod })
    current = null
  }
  for await (const entry of sitemapEntries(kind)) {
    const elements = urlElements(entry, appUrl)
    for (const element of elements) {
      if (current && current.urls >= sitemapLimits.urlsPerFile) await close()
      if (!current) {
        const name = `${kind}-${written.length + 1}.xml`
        current = { ...gzipFile(join(folder, `${name}.gz`)), name, urls: 0, lastmod: null }
        await current.write(URLSET_OPEN)
      }
      await current.write(element)
      current.urls++
      const date = entry.lastmod ? new Date(entry.lastmod) : null
      if (date && (!current.lastmod || date > current.lastmod)) current.lastmod = date
    }
  }
  await close()
  return written
}

/**
 * Generates every sitemap file and the index into `directory` (default SITEMAPS_DIR), replacing
 * the previous ones; stale files of an earlier, larger run are removed. A kind with no pages
 * gets no file. Returns what was written and how long it took.
 */
export async function generateSitemaps(
  directory: string = sitemapsConfig.directory
): Promise<SitemapSummary> {
  const started = performance.now()
  await mkdir(directory, { recursive: true })
  const folder = await mkdtemp(join(directory, '.build-'))
  try {
    const files: { name: string; urls: number; lastmod: Date | null }[] = []
    for (const kind of SITEMAP_KINDS) files.push(...(await writeKind(kind, folder)))
    const index = gzipFile(join(folder, INDEX_FILE))
    await index.write(INDEX_OPEN)
    for (const file of files) await index.write(sitemapElement(fileUrl(file.name), file.lastmod))
    await index.write(INDEX_CLOSE)
    await index.close()

    const keep = new Set([...files.map((file) => `${file.name}.gz`), INDEX_FILE])
    for (const file of files)
      await rename(join(folder, `${file.name}.gz`), join(directory, `${file.name}.gz`))
    await rename(join(folder, INDEX_FILE), join(directory, INDEX_FILE))
    for (const name of await readdir(directory))
      if (name.endsWith('.xml.gz') && !keep.has(name))
        await rm(join(directory, name), { force: true })
    return {
      files: files.map(({ name, urls }) => ({ name, urls })),
      urls: files.reduce((sum, file) => sum + file.urls, 0),
      ms: Math.round(performance.now() - started),
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

let running: Promise<SitemapSummary> | null = null

/** generateSitemaps, but one at a time in this process: a second call joins the running one. */
export function generateSitemapsOnce(): Promise<SitemapSummary> {
  running ??= generateSitemaps().finally(() => {
    running = null
  })
  return running
}
