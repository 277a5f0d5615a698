import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { once } from 'node:events'
import { createGzip, type ZlibOptions } from 'node:zlib'
import { pipeline } from 'node:stream/promises'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import { sitemapsConfig } from '#config/seo'
import { SITEMAP_KINDS, sitemapPages, type SitemapKind } from '#services/seo/sitemap_entries'
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
 * database (sitemap_entries.ts reads keyset pages), so memory holds two pages of rows and a few
 * gzip batches whatever the catalog's size. Files are written into a fresh folder and then
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

/**
 * zlib level of the files. zlib runs off the main thread, but at 1M products (3M URLs, ~2 GB of
 * XML) it is the longest chain of work. Measured on a 50,000-URL file (32 MB of XML): level 6
 * gives 1.01 MB in 1.27 s, level 3 1.48 MB in 0.37 s, level 1 1.57 MB in 0.39 s. Level 3 buys
 * a 3× faster run for files that stay small (crawlers fetch each once per refresh).
 */
export const GZIP_LEVEL = 3

/** Text gathered before one write to gzip: each write is a trip to zlib's thread. */
const BATCH_CHARS = 64 * 1024

/**
 * A gzip stream into `path`. `add` gathers text and says when a batch is due; `flush` writes it
 * and waits only when gzip holds several batches already (backpressure), so the main thread
 * builds the next batch while zlib compresses the last.
 */
function gzipFile(path: string) {
  // zlib hands its options to the underlying Transform stream, so highWaterMark applies though
  // @types/node's ZlibOptions does not list it.
  const options = { level: GZIP_LEVEL, highWaterMark: 4 * BATCH_CHARS } as ZlibOptions
  const gzip = createGzip(options)
  const done = pipeline(gzip, createWriteStream(path))
  // Awaited in close(); this only keeps an early stop from leaving an unhandled rejection.
  done.catch(() => {})
  let parts: string[] = []
  let chars = 0
  const flush = async () => {
    if (!parts.length) return
    const text = parts.join('')
    parts = []
    chars = 0
    if (!gzip.write(text)) await once(gzip, 'drain')
  }
  return {
    /** Queues `text`; true when a batch is full and `flush` is due. */
    add(text: string): boolean {
      parts.push(text)
      chars += text.length
      return chars >= BATCH_CHARS
    },
    flush,
    async close() {
      await flush()
      gzip.end()
      await done
    },
  }
}

type OpenFile = ReturnType<typeof gzipFile> & { name: string; urls: number; lastmod: string | null }

/** Writes the files of `kind` into `folder`; returns their names, URL counts and newest lastmod. */
async function writeKind(kind: SitemapKind, folder: string) {
  const written: { name: string; urls: number; lastmod: string | null }[] = []
  let current: OpenFile | null = null
  const close = async (file: OpenFile) => {
    file.add(URLSET_CLOSE)
    await file.close()
    written.push({ name: file.name, urls: file.urls, lastmod: file.lastmod })
    current = null
  }
  for await (const entries of sitemapPages(kind)) {
    for (const entry of entries) {
      for (const element of urlElements(entry, appUrl)) {
        if (current && current.urls >= sitemapLimits.urlsPerFile) await close(current)
        if (!current) {
          const name = `${kind}-${written.length + 1}.xml`
          current = { ...gzipFile(join(folder, `${name}.gz`)), name, urls: 0, lastmod: null }
          current.add(URLSET_OPEN)
        }
        if (current.add(element)) await current.flush()
        current.urls++
        // W3C datetimes of one format in UTC: string order is time order.
        if (entry.lastmod && (!current.lastmod || entry.lastmod > current.lastmod))
          current.lastmod = entry.lastmod
      }
    }
  }
  if (current) await close(current)
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
    const files: { name: string; urls: number; lastmod: string | null }[] = []
    for (const kind of SITEMAP_KINDS) files.push(...(await writeKind(kind, folder)))
    const index = gzipFile(join(folder, INDEX_FILE))
    index.add(INDEX_OPEN)
    for (const file of files)
      if (index.add(sitemapElement(fileUrl(file.name), file.lastmod))) await index.flush()
    index.add(INDEX_CLOSE)
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
