import vite from '@adonisjs/vite/services/main'

/** The app entry (vite.config.ts); its own chunks are preloaded by the `@vite` tag already. */
const ENTRY = 'inertia/app.tsx'

type ManifestChunk = { file: string; imports?: string[] }

/** Preload URLs by Inertia component name, computed once per built manifest. */
const cache = new Map<string, string[]>()

/**
 * URLs of an Inertia page component's chunk (`inertia/pages/{component}.tsx` in the Vite
 * manifest) and of every chunk it imports statically, minus the app entry's own chunks, for
 * `<link rel="modulepreload">` in the page's head. Without them the browser discovers the page's
 * chunk only when the app script runs, and that chunk's imports only when it arrives: two round
 * trips in a row before hydration, on a phone ~150 ms each. `base` is the assets URL (`/assets`).
 * Empty for a component without a chunk.
 */
export function modulePreloadsIn(
  manifest: Record<string, ManifestChunk>,
  component: string,
  base: string
): string[] {
  const page = `inertia/pages/${component}.tsx`
  if (!manifest[page]) return []
  const closure = (from: string, into: Set<string>) => {
    if (into.has(from) || !manifest[from]) return into
    into.add(from)
    for (const imported of manifest[from].imports ?? []) closure(imported, into)
    return into
  }
  const entry = closure(ENTRY, new Set())
  return [...closure(page, new Set())]
    .filter((key) => !entry.has(key) && manifest[key].file.endsWith('.js'))
    .map((key) => `${base}/${manifest[key].file}`)
}

/**
 * modulePreloadsIn over the built manifest, once per component (the `pageModulePreloads` Edge
 * global of resources/views/inertia_layout.edge). Empty in development and tests on Vite's
 * server (it resolves modules itself) and without a built manifest.
 */
export function pageModulePreloads(component: unknown): string[] {
  if (typeof component !== 'string' || vite.useDevServer || !vite.hasManifestFile) return []
  let urls = cache.get(component)
  if (!urls) {
    urls = modulePreloadsIn(
      vite.manifest() as Record<string, ManifestChunk>,
      component,
      vite.assetsUrl() ?? ''
    )
    cache.set(component, urls)
  }
  return urls
}
