import db from '@adonisjs/lucid/services/db'
import { LOCALES, type Locale } from '#lib/route_table'

/** A category as the catalog uses it; `slugs` holds the slug of every language. */
export interface CategoryNode {
  id: number
  code: string
  parentId: number | null
  name: string
  slug: string
  slugs: Record<Locale, string>
  children: CategoryNode[]
}

let cache: { at: number; byLocale: Map<Locale, CategoryNode[]>; flat: Map<Locale, CategoryNode[]> } | null = null
const TTL_MS = 300_000

/** The category tree in `locale` (top level in display order, children nested), cached 5 minutes. */
export async function categoryTree(locale: Locale): Promise<CategoryNode[]> {
  if (!cache || Date.now() - cache.at > TTL_MS) {
    const rows = await db
      .from('categories as c')
      .join('category_translations as t', 't.category_id', 'c.id')
      .orderBy('c.depth')
      .orderBy('c.sort_order')
      .select('c.id', 'c.code', 'c.parent_id', 't.locale', 't.name', 't.slug')
    const byLocale = new Map<Locale, CategoryNode[]>()
    const slugs = new Map<number, Record<Locale, string>>()
    for (const row of rows) slugs.set(row.id, { ...(slugs.get(row.id) ?? ({} as Record<Locale, string>)), [row.locale]: row.slug })
    for (const lang of LOCALES) {
      const nodes = new Map<number, CategoryNode>()
      const roots: CategoryNode[] = []
      for (const row of rows.filter((r) => r.locale === lang)) {
        const node: CategoryNode = { id: row.id, code: row.code, parentId: row.parent_id, name: row.name, slug: row.slug, slugs: slugs.get(row.id)!, children: [] }
        nodes.set(row.id, node)
        if (row.parent_id === null) roots.push(node)
        else nodes.get(row.parent_id)?.children.push(node)
      }
      byLocale.set(lang, roots)
    }
    cache = { at: Date.now(), byLocale, flat: new Map([...byLocale].map(([lang, roots]) => [lang, flatten(roots)])) }
  }
  return cache.byLocale.get(locale) ?? []
}

/** Every category of the tree in `locale`, depth first (the flattened tree, built once per tree). */
export async function allCategories(locale: Locale): Promise<CategoryNode[]> {
  await categoryTree(locale)
  return cache?.flat.get(locale) ?? []
}

/** Every node of a tree, depth first. */
export function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)])
}

/** A category by id, or undefined. */
export async function categoryById(locale: Locale, id: number) {
  return (await allCategories(locale)).find((node) => node.id === id)
}

/**
 * Resolves a category slug typed in any language: the node in `locale` and whether the slug
 * was this language's own (otherwise the caller redirects to the canonical URL).
 */
export async function categoryBySlug(locale: Locale, slug: string) {
  const all = await allCategories(locale)
  const own = all.find((node) => node.slug === slug)
  if (own) return { node: own, canonical: true }
  const other = all.find((node) => Object.values(node.slugs).includes(slug))
  return other ? { node: other, canonical: false } : null
}

/** Ids of a category and all its descendants. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)]
}

/** The path from the top-level category down to `id` (breadcrumbs). */
export async function categoryPath(locale: Locale, id: number): Promise<CategoryNode[]> {
  const all = await allCategories(locale)
  const path: CategoryNode[] = []
  let current = all.find((node) => node.id === id)
  while (current) {
    path.unshift(current)
    current = current.parentId === null ? undefined : all.find((node) => node.id === current!.parentId)
  }
  return path
}

/** Forgets the cached tree (after category edits, and in tests). */
export function forgetCategories() {
  cache = null
}
