import db from '@adonisjs/lucid/services/db'
import { LOCALES, type Locale } from '#lib/route_table'
import { declaredKeptValue } from '#services/cache/registry'

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

/** Look-ups of one language's tree, built with it. */
interface TreeIndex {
  flat: CategoryNode[]
  byId: Map<number, CategoryNode>
  /** This language's own slugs. */
  bySlug: Map<string, CategoryNode>
  /** The slugs of the other languages (a visitor switching language on a category page). */
  byOtherSlug: Map<string, CategoryNode>
}

/** Each language's tree and look-ups, read at most every 5 minutes per process (an older tree answers up to 30 minutes while one read runs). */
const tree = declaredKeptValue('catalog.categories', readTree, 300_000, 30 * 60_000)

/**
 * The category tree in `locale` (top level in display order, children nested), read at most
 * every 5 minutes per process: one read shared by concurrent callers, the older tree answering
 * while it runs.
 */
export async function categoryTree(locale: Locale): Promise<CategoryNode[]> {
  const built = await tree.get()
  return built.byLocale.get(locale) ?? []
}

/** Reads every category with its translations and builds each language's tree and look-ups. */
async function readTree() {
  const rows = await db
    .from('categories as c')
    .join('category_translations as t', 't.category_id', 'c.id')
    .orderBy('c.depth')
    .orderBy('c.sort_order')
    .select('c.id', 'c.code', 'c.parent_id', 't.locale', 't.name', 't.slug')
  const byLocale = new Map<Locale, CategoryNode[]>()
  const slugs = new Map<number, Record<Locale, string>>()
  for (const row of rows)
    slugs.set(row.id, {
      ...(slugs.get(row.id) ?? ({} as Record<Locale, string>)),
      [row.locale]: row.slug,
    })
  for (const lang of LOCALES) {
    const nodes = new Map<number, CategoryNode>()
    const roots: CategoryNode[] = []
    for (const row of rows.filter((r) => r.locale === lang)) {
      const node: CategoryNode = {
        id: row.id,
        code: row.code,
        parentId: row.parent_id,
        name: row.name,
        slug: row.slug,
        slugs: slugs.get(row.id)!,
        children: [],
      }
      nodes.set(row.id, node)
      if (row.parent_id === null) roots.push(node)
      else nodes.get(row.parent_id)?.children.push(node)
    }
    byLocale.set(lang, roots)
  }
  const index: Map<Locale, TreeIndex> = new Map(
    [...byLocale].map(([lang, roots]) => [lang, indexOf(lang, roots)])
  )
  return { byLocale, index }
}

/** The look-ups of one language's tree. */
function indexOf(locale: Locale, roots: CategoryNode[]): TreeIndex {
  const flat = flatten(roots)
  const byOtherSlug = new Map<string, CategoryNode>()
  for (const node of flat) {
    for (const other of LOCALES)
      if (other !== locale && !byOtherSlug.has(node.slugs[other]))
        byOtherSlug.set(node.slugs[other], node)
  }
  const bySlug = new Map<string, CategoryNode>()
  for (const node of flat) if (!bySlug.has(node.slug)) bySlug.set(node.slug, node)
  return { flat, byId: new Map(flat.map((node) => [node.id, node])), bySlug, byOtherSlug }
}

const EMPTY_INDEX: TreeIndex = {
  flat: [],
  byId: new Map(),
  bySlug: new Map(),
  byOtherSlug: new Map(),
}

/** The current tree's look-ups in `locale` (read or refreshed by categoryTree). */
async function treeIndex(locale: Locale): Promise<TreeIndex> {
  const built = await tree.get()
  return built.index.get(locale) ?? EMPTY_INDEX
}

/** Every category of the tree in `locale`, depth first (the flattened tree, built once per tree). */
export async function allCategories(locale: Locale): Promise<CategoryNode[]> {
  const index = await treeIndex(locale)
  return index.flat
}

/** Every node of a tree, depth first. */
export function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)])
}

/** A category by id, or undefined. */
export async function categoryById(locale: Locale, id: number) {
  const index = await treeIndex(locale)
  return index.byId.get(id)
}

/**
 * Resolves a category slug typed in any language: the node in `locale` and whether the slug
 * was this language's own (otherwise the caller redirects to the canonical URL).
 */
export async function categoryBySlug(locale: Locale, slug: string) {
  const index = await treeIndex(locale)
  const own = index.bySlug.get(slug)
  if (own) return { node: own, canonical: true }
  const other = index.byOtherSlug.get(slug)
  return other ? { node: other, canonical: false } : null
}

/** Subtree ids per node, computed once per tree (nodes are not changed after they are built). */
const subtrees = new WeakMap<CategoryNode, readonly number[]>()

/** Ids of a category and all its descendants (shared: do not modify). */
export function subtreeIds(node: CategoryNode): readonly number[] {
  let ids = subtrees.get(node)
  if (!ids) subtrees.set(node, (ids = [node.id, ...node.children.flatMap(subtreeIds)]))
  return ids
}

/** The path from the top-level category down to `id` (breadcrumbs). */
export async function categoryPath(locale: Locale, id: number): Promise<CategoryNode[]> {
  const { byId } = await treeIndex(locale)
  const path: CategoryNode[] = []
  let current = byId.get(id)
  while (current) {
    path.unshift(current)
    current = current.parentId === null ? undefined : byId.get(current.parentId)
  }
  return path
}

/** Forgets the cached tree (after category edits, and in tests). */
export function forgetCategories() {
  tree.forget()
}
