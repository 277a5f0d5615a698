import vite from '@adonisjs/vite/services/main'

/** The app entry (vite.config.ts). */
const ENTRY = 'inertia/app.tsx'

type ManifestChunk = { file: string; imports?: string[]; css?: string[] }

/**
 * What the page's head needs to start the app (resources/views/inertia_layout.edge): URLs of the
 * entry module, of the chunks to fetch beside it (its own static imports and the page
 * component's, space-separated, for the loader's `data-modules`), and of its stylesheets.
 */
export type AppScripts = { entry: string; modules: string; stylesheets: string[] }

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
  const entry = closure(manifest, ENTRY)
  return [...closure(manifest, page)]
    .filter((key) => !entry.has(key) && manifest[key].file.endsWith('.js'))
    .map((key) => `${base}/${manifest[key].file}`)
}

/** Manifest keys of a chunk and of every chunk it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, from: string, into = new Set<string>()) {
  if (into.has(from) || !manifest[from]) return into
  into.add(from)
  for (const imported of manifest[from].imports ?? []) closure(manifest, imported, into)
  return into
}

/**
 * The app's scripts and stylesheets for a page of `component`, from a Vite manifest: the entry,
 * its chunks, then the page's (modulePreloadsIn), and every stylesheet of the entry's closure.
 * `base` is the assets URL (`/assets`).
 */
export function appScriptsIn(
  manifest: Record<string, ManifestChunk>,
  component: string,
  base: string
): AppScripts {
  const keys = [...closure(manifest, ENTRY)]
  const modules = keys
    .slice(1)
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${base}/${file}`)
  return {
    entry: `${base}/${manifest[ENTRY].file}`,
    modules: [...modules, ...modulePreloadsIn(manifest, component, base)].join(' '),
    stylesheets: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].map(
      (file) => `${base}/${file}`
    ),
  }
}

/** appScriptsIn by component, computed once per built manifest. */
const scriptsCache = new Map<string, AppScripts>()

/**
 * appScriptsIn over the built manifest, once per component (the `appScripts` Edge global).
 * Null on Vite's development server and without a built manifest: the layout then uses `@vite`.
 */
export function appScripts(component: unknown): AppScripts | null {
  if (vite.useDevServer || !vite.hasManifestFile) return null
  const name = typeof component === 'string' ? component : ''
  let scripts = scriptsCache.get(name)
  if (!scripts) {
    scripts = appScriptsIn(
      vite.manifest() as Record<string, ManifestChunk>,
      name,
      vite.assetsUrl() ?? ''
    )
    scriptsCache.set(name, scripts)
  }
  return scripts
}
