import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/**
 * Front-end unit tests (`npm run test:frontend`, also run by `npm test`): `inertia/**\/*.test.{ts,tsx}`
 * in jsdom with Testing Library. Separate from vite.config.ts so neither the AdonisJS nor the
 * Tailwind plugin loads. `#lib/*` resolves to app/lib so parity tests can compare the browser's
 * formatting with the server's.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^~\/(.*)$/, replacement: fileURLToPath(new URL('./inertia/$1', import.meta.url)) },
      {
        find: /^#lib\/(.*)$/,
        replacement: fileURLToPath(new URL('./app/lib/$1.ts', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['inertia/**/*.test.{ts,tsx}'],
    setupFiles: ['inertia/test_setup.ts'],
    restoreMocks: true,
  },
})
