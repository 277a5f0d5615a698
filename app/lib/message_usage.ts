import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import {
  PAGE_BUNDLES,
  bundleOfComponent,
  type KeyReferences,
  type MessageUsage,
} from '#lib/message_bundles'

/** File name of the usage the Vite build writes beside its manifest (`<assets>/.vite/`). */
export const MESSAGE_USAGE_FILE = 'message-usage.json'

/** A front-end import (`~/…` or relative) as a file path, or null for packages and globs. */
function resolveImport(inertiaDir: string, from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('~/')) base = join(inertiaDir, spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return null
  for (const suffix of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const file = base + suffix
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

/** `entries` and every front-end file they import, statically or dynamically (`import()`: lazy dialogs). */
export function importClosure(inertiaDir: string, entries: string[]): string[] {
  const seen = new Set<string>()
  const stack = [...entries]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g
    )) {
      const target = resolveImport(inertiaDir, file, match[1])
      if (target && !seen.has(target)) stack.push(target)
    }
  }
  return [...seen]
}

/**
 * A matcher of message keys in source text: a string or template literal starting with one of
 * `namespaces` (`'catalog.sort.new'`, `` `catalog.sort.${value}` ``). Group 1 is the key, group
 * 2 `${` when the key goes on at run time.
 */
export function keyPattern(namespaces: string[]): RegExp {
  return new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[a-zA-Z0-9_.]*)(['"]|\\$\\{)`, 'g')
}

/** The key references in `files`: literals as exact keys, keys ending in `.` or continued at run time as prefixes. */
export function referencesIn(files: string[], namespaces: string[]): KeyReferences {
  const exact = new Set<string>()
  const prefixes = new Set<string>()
  const pattern = keyPattern(namespaces)
  for (const file of files) {
    for (const [, key, end] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (end === '${' || key.endsWith('.')) prefixes.add(key)
      else exact.add(key)
    }
  }
  return { exact: [...exact].sort(), prefixes: [...prefixes].sort() }
}

/** The page components under `inertia/pages/{storefront,errors}` (`storefront/catalog`, …). */
export function storefrontComponents(inertiaDir: string): string[] {
  return ['storefront', 'errors'].flatMap((dir) =>
    readdirSync(join(inertiaDir, 'pages', dir))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => `${dir}/${name.slice(0, -'.tsx'.length)}`)
  )
}

/**
 * What each page bundle's pages can show: the references in its pages, the app entry (the shell
 * every storefront page is wrapped in) and all they import, lazy parts included. `inertiaDir` is
 * the front end's sources; `namespaces` the file names of resources/lang/<locale>.
 */
export function messageUsage(inertiaDir: string, namespaces: string[]): MessageUsage {
  const components = storefrontComponents(inertiaDir)
  const entry = join(inertiaDir, 'app.tsx')
  return Object.fromEntries(
    PAGE_BUNDLES.map((bundle) => {
      const pages = components
        .filter((component) => bundleOfComponent(component) === bundle)
        .map((component) => join(inertiaDir, 'pages', `${component}.tsx`))
      return [bundle, referencesIn(importClosure(inertiaDir, [entry, ...pages]), namespaces)]
    })
  ) as MessageUsage
}
