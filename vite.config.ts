import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

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

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompressed(),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
    },
  },
})
