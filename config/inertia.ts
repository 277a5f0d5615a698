import { defineConfig } from '@adonisjs/inertia'

/** Server-side rendering is on for the public storefront (SEO); account areas render client-side. */
export default defineConfig({
  rootView: 'inertia_layout',
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => page.startsWith('storefront/') || page.startsWith('errors/'),
  },
})
