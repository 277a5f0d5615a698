import { defineConfig } from '@adonisjs/vite'

/** The production build's Vite manifest (also read once by config/inertia.ts for the assets version). */
export const VITE_MANIFEST = 'public/assets/.vite/manifest.json'

export default defineConfig({
  buildDirectory: 'public/assets',
  manifestFile: VITE_MANIFEST,
  assetsUrl: '/assets',
  scriptAttributes: { defer: true },
})
