import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import subsetFont from 'subset-font'
import { FONT_FACES, WEIGHTS } from './shared/font_subsets.js'
import { MESSAGE_USAGE_FILE, messageUsage } from './app/lib/message_usage.js'

/** Files of the browser build worth compressing: text types, 1 KB and more. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|xml|txt|html|webmanifest)$/
const MIN_BYTES = 1024
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * Precompressed copies of the browser build (`app-<hash>.js.br` and `.gz` beside each file in
 * public/assets), made once per build at the highest settings with node:zlib; the public files
 * middleware (app/middleware/public_files_middleware.ts) sends them to browsers that accept
 * them (docs/compression.md). A copy is written only when it is smaller. The client environment
 * only: the SSR bundle is read by the server, never sent.
 */
function precompressed(): Plugin {
  return {
    name: 'karvan:precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      /** Not the manifest under .vite/: the server reads it, a browser never gets it. */
      const names = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.')
      )
      await Promise.all(
        names.map(async (name) => {
          const path = join(dir, name)
          const source = await readFile(path)
          if (source.length < MIN_BYTES) return
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ])
          if (br.length < source.length) await writeFile(`${path}.br`, br)
          if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped)
        })
      )
    },
  }
}

/** Where the Inter subsets are written (git-ignored) and the @fontsource files they come from. */
const FONTS_OUT = join(import.meta.dirname, 'inertia', 'fonts', 'generated')
const FONTS_FROM = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json')),
  'files'
)

/**
 * hb-subset's settings: WOFF2, the weight axis cut to the weights the CSS uses, and only the
 * glyphs of the listed code points (`noLayoutClosure`). Without that, hb-subset also keeps every
 * glyph the default OpenType features can substitute in (fraction and superior figures,
 * contextual alternates): ~7 KB of the 24 KB core face that no page draws; the features then
 * simply leave those characters as they are.
 */
const SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
  noLayoutClosure: true,
} as const

/**
 * Cuts the Inter faces of shared/font_subsets.ts into inertia/fonts/generated/ before Vite
 * reads inertia/css/app.css (which links them; Vite then emits them hashed). harfbuzz's
 * hb-subset (`subset-font`, wasm) keeps only the listed code points and limits the weight axis
 * to 400–900. Skipped when the files match the stamp (a hash of the faces, the @fontsource
 * version, subset-font's and the settings); bin/build_assets.js does not count them as sources. Runs in
 * `vite build`, the dev server and the test build alike.
 */
function fontSubsets(): Plugin {
  let done: Promise<void> | undefined
  const generate = async () => {
    const versionOf = (name: string) =>
      JSON.parse(
        readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')
      ).version as string
    const stamp = createHash('sha256')
      .update(JSON.stringify([FONT_FACES, WEIGHTS, versionOf('@fontsource-variable/inter')]))
      .update(versionOf('subset-font'))
      .update(JSON.stringify(SUBSET_OPTIONS))
      .digest('hex')
    const stampFile = join(FONTS_OUT, '.stamp')
    const fresh =
      existsSync(stampFile) &&
      readFileSync(stampFile, 'utf8') === stamp &&
      FONT_FACES.every((face) => existsSync(join(FONTS_OUT, face.file)))
    if (fresh) return
    await mkdir(FONTS_OUT, { recursive: true })
    for (const face of FONT_FACES) {
      const from = join(FONTS_FROM, face.from)
      const cut = await subsetFont(
        await readFile(from),
        String.fromCodePoint(...face.codepoints),
        SUBSET_OPTIONS
      )
      const target = join(FONTS_OUT, face.file)
      /** Written aside and renamed: a build running beside never reads half a font. */
      await writeFile(`${target}.tmp`, cut)
      await rename(`${target}.tmp`, target)
    }
    await writeFile(stampFile, stamp)
  }
  return {
    name: 'karvan:font-subsets',
    async buildStart() {
      done ??= generate()
      await done
    },
  }
}

/**
 * Writes which message keys each storefront bundle's pages use (app/lib/message_usage.ts) beside
 * the Vite manifest (`.vite/message-usage.json`): the server reads it in production, where the
 * front-end sources are not deployed, to cut each page's message catalogue to what it shows
 * (app/lib/message_assets.ts). The client environment of `vite build` only.
 */
function messageUsageFile(): Plugin {
  return {
    name: 'karvan:message-usage',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const root = import.meta.dirname
      const namespaces = readdirSync(join(root, 'resources', 'lang', 'en'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${MESSAGE_USAGE_FILE}`,
        source: JSON.stringify(messageUsage(join(root, 'inertia'), namespaces)),
      })
    },
  }
}

export default defineConfig({
  plugins: [
    fontSubsets(),
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompressed(),
    messageUsageFile(),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
    },
  },
})
