import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { slugify } from '#lib/slugify'
import { LOCALE_LIST, readData, upsert, type Trilingual } from './data_files.js'

interface CategoryNode {
  id: string
  order: number
  name: Trilingual
  slug: Trilingual
  hs_indicative?: string
  children?: CategoryNode[]
}

const PALETTE = [
  '#2f5878',
  '#b45309',
  '#15803d',
  '#7c3aed',
  '#be123c',
  '#0e7490',
  '#4d7c0f',
  '#a16207',
  '#1d4ed8',
]

/** The export category tree (17 top level, 80 subcategories), upserted by code. Returns code → id. */
export async function seedCategories(trx: TransactionClientContract) {
  const file = await readData<{ categories: CategoryNode[] }>('category_tree.json')
  const ids = new Map<string, number>()
  const upsertNode = async (
    node: CategoryNode,
    parentId: number | null,
    depth: number,
    color: string
  ) => {
    const rowId = await upsert(
      trx,
      'categories',
      {
        code: node.id,
        parent_id: parentId,
        depth,
        sort_order: node.order,
        hs_indicative: node.hs_indicative ?? null,
        color,
      },
      'code'
    )
    ids.set(node.id, rowId)
    for (const locale of LOCALE_LIST) {
      const slug = locale === 'en' ? slugify(node.name.en) : node.slug[locale]
      await upsert(
        trx,
        'category_translations',
        { category_id: rowId, locale, name: node.name[locale], slug },
        ['category_id', 'locale']
      )
    }
    for (const child of node.children ?? []) await upsertNode(child, rowId, depth + 1, color)
  }
  for (const [index, node] of file.categories.entries()) {
    await upsertNode(node, null, 1, PALETTE[index % PALETTE.length])
  }
  return ids
}
