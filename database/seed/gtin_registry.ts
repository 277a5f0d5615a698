import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { gtinCheckDigit, isValidGtin, normalizeGtin } from '#lib/gtin'
import { readData, type Trilingual } from './data_files.js'

interface SupplierSeed {
  key: string
  name: string
  tax_id: string
  founded_year: number | null
}

interface ProductSeed {
  key: string
  supplier_key: string
  category_id: string
  brand: string | null
  name: Trilingual
  attributes: { name: Trilingual; value: Trilingual }[]
  variants: { label: Trilingual; gtin: string }[]
}

interface LicenseeRow {
  name: string
  tax_id: string | null
  gln: string
  opening_date: string
  official_license: string
  registration_date: string
}

interface ItemRow {
  gtin: string
  barcode: string
  name: Trilingual
  brand: string | null
  quantity: string | null
  unit: string | null
  packaging: Trilingual | null
  trade_item_type: string
  gpc: Gpc | null
}

type Gpc = { brick: string; title: Trilingual; classTitle: Trilingual; family: Trilingual }

const tri = (en: string, az: string, ru: string): Trilingual => ({ az, en, ru })

/**
 * GPC-style classification of the demo records by category id prefix: 8-digit brick codes with
 * brick, class and family titles. Illustrative demo data shaped like the GS1 GPC hierarchy
 * (INTEGRATIONS §2.4), not a copy of the GPC schema; a real registry supplies its own.
 */
const GPC_BY_CATEGORY: [prefix: string, gpc: Gpc][] = (() => {
  const beverages = tri('Beverages', 'İçkilər', 'Напитки')
  const alcohol = tri('Alcoholic beverages', 'Spirtli içkilər', 'Алкогольные напитки')
  const food = tri('Food products', 'Qida məhsulları', 'Пищевые продукты')
  const fresh = tri('Fruits/vegetables – fresh', 'Təzə meyvə və tərəvəz', 'Свежие фрукты и овощи')
  const home = tri(
    'Home textiles and furnishings',
    'Ev tekstili və əşyaları',
    'Домашний текстиль и обстановка'
  )
  const gpc = (
    brick: string,
    title: Trilingual,
    classTitle: Trilingual,
    family: Trilingual
  ): Gpc => ({ brick, title, classTitle, family })
  return [
    [
      'tea-',
      gpc(
        '10000116',
        tri('Tea – bags/loose', 'Çay – paketli/tökmə', 'Чай – пакетированный/рассыпной'),
        tri('Tea/infusions', 'Çay və dəmləmələr', 'Чай и настои'),
        beverages
      ),
    ],
    [
      'bev-mineral-water',
      gpc(
        '10000232',
        tri('Water – still/sparkling', 'Su – qazsız/qazlı', 'Вода – негазированная/газированная'),
        tri('Water', 'Su', 'Вода'),
        beverages
      ),
    ],
    [
      'bev-soft-drinks',
      gpc(
        '10000225',
        tri(
          'Carbonated soft drinks',
          'Qazlı sərinləşdirici içkilər',
          'Газированные безалкогольные напитки'
        ),
        tri('Soft drinks', 'Sərinləşdirici içkilər', 'Безалкогольные напитки'),
        beverages
      ),
    ],
    [
      'bev-juices',
      gpc(
        '10000227',
        tri(
          'Fruit juices – ready to drink',
          'Meyvə şirələri – içməyə hazır',
          'Фруктовые соки – готовые к употреблению'
        ),
        tri('Fruit/vegetable juices', 'Meyvə və tərəvəz şirələri', 'Фруктовые и овощные соки'),
        beverages
      ),
    ],
    [
      'pomegranate-juice',
      gpc(
        '10000227',
        tri(
          'Fruit juices – ready to drink',
          'Meyvə şirələri – içməyə hazır',
          'Фруктовые соки – готовые к употреблению'
        ),
        tri('Fruit/vegetable juices', 'Meyvə və tərəvəz şirələri', 'Фруктовые и овощные соки'),
        beverages
      ),
    ],
    [
      'wine-',
      gpc(
        '10000275',
        tri('Wine – still', 'Şərab – köpüksüz', 'Вино – тихое'),
        tri('Wine', 'Şərab', 'Вино'),
        alcohol
      ),
    ],
    [
      'spirits-',
      gpc(
        '10000282',
        tri('Brandy', 'Konyak (brendi)', 'Бренди'),
        tri('Spirits', 'Tünd spirtli içkilər', 'Крепкие спиртные напитки'),
        alcohol
      ),
    ],
    [
      'food-oils',
      gpc(
        '10000040',
        tri('Vegetable oils', 'Bitki yağları', 'Растительные масла'),
        tri('Edible oils/fats', 'Yeyinti yağları', 'Пищевые масла и жиры'),
        food
      ),
    ],
    [
      'food-sugar',
      gpc(
        '10000043',
        tri('Sugar/sugar substitutes', 'Şəkər və əvəzediciləri', 'Сахар и заменители сахара'),
        tri('Sweeteners', 'Şirinləşdiricilər', 'Подсластители'),
        food
      ),
    ],
    [
      'food-jams',
      gpc(
        '10000054',
        tri('Jams/preserves', 'Cem və mürəbbələr', 'Джемы и варенья'),
        tri('Sweet spreads', 'Şirin yaxmalar', 'Сладкие пасты'),
        food
      ),
    ],
    [
      'food-canned',
      gpc(
        '10000060',
        tri(
          'Vegetables – prepared, shelf stable',
          'Tərəvəz – emal olunmuş, konserv',
          'Овощи – переработанные, консервы'
        ),
        tri('Prepared vegetables', 'Emal olunmuş tərəvəz', 'Переработанные овощи'),
        food
      ),
    ],
    [
      'food-confectionery',
      gpc(
        '10000045',
        tri('Confectionery – sweets', 'Qənnadı – şirniyyat', 'Кондитерские изделия – сладости'),
        tri('Confectionery', 'Qənnadı məmulatı', 'Кондитерские изделия'),
        food
      ),
    ],
    [
      'food-dairy',
      gpc(
        '10000025',
        tri('Cheese', 'Pendir', 'Сыр'),
        tri('Dairy products', 'Süd məhsulları', 'Молочные продукты'),
        food
      ),
    ],
    [
      'food-grains',
      gpc(
        '10000271',
        tri('Grains/rice', 'Taxıl və düyü', 'Крупы и рис'),
        tri('Grains/cereal products', 'Taxıl məhsulları', 'Зерновые продукты'),
        food
      ),
    ],
    [
      'honey-natural',
      gpc(
        '10000160',
        tri('Honey', 'Bal', 'Мёд'),
        tri('Honey/bee products', 'Bal və arıçılıq məhsulları', 'Мёд и продукты пчеловодства'),
        food
      ),
    ],
    [
      'honey-bee-products',
      gpc(
        '10000160',
        tri('Honey', 'Bal', 'Мёд'),
        tri('Honey/bee products', 'Bal və arıçılıq məhsulları', 'Мёд и продукты пчеловодства'),
        food
      ),
    ],
    [
      'nuts-',
      gpc(
        '10000164',
        tri('Nuts/seeds – prepared or unprepared', 'Qoz-fındıq və toxumlar', 'Орехи и семена'),
        tri('Nuts/seeds', 'Qoz-fındıq', 'Орехи'),
        food
      ),
    ],
    [
      'dried-',
      gpc(
        '10000158',
        tri('Fruit – dried', 'Meyvə – qurudulmuş', 'Фрукты – сушёные'),
        tri('Dried fruit', 'Quru meyvə', 'Сухофрукты'),
        food
      ),
    ],
    [
      'fresh-fruit',
      gpc(
        '10006168',
        tri('Fresh fruit', 'Təzə meyvə', 'Свежие фрукты'),
        tri('Fruit – unprepared', 'Emal olunmamış meyvə', 'Необработанные фрукты'),
        fresh
      ),
    ],
    [
      'fresh-citrus',
      gpc(
        '10006168',
        tri('Fresh fruit', 'Təzə meyvə', 'Свежие фрукты'),
        tri('Fruit – unprepared', 'Emal olunmamış meyvə', 'Необработанные фрукты'),
        fresh
      ),
    ],
    [
      'pomegranate-fresh',
      gpc(
        '10006168',
        tri('Fresh fruit', 'Təzə meyvə', 'Свежие фрукты'),
        tri('Fruit – unprepared', 'Emal olunmamış meyvə', 'Необработанные фрукты'),
        fresh
      ),
    ],
    [
      'fresh-',
      gpc(
        '10006183',
        tri('Fresh vegetables', 'Təzə tərəvəz', 'Свежие овощи'),
        tri('Vegetables – unprepared', 'Emal olunmamış tərəvəz', 'Необработанные овощи'),
        fresh
      ),
    ],
    [
      'textiles-home',
      gpc(
        '10001680',
        tri('Bed linen/towels', 'Yataq dəsti və dəsmallar', 'Постельное бельё и полотенца'),
        tri('Household textiles', 'Məişət tekstili', 'Бытовой текстиль'),
        home
      ),
    ],
    [
      'carpets-',
      gpc(
        '10002117',
        tri('Rugs/carpets', 'Xalça və palaslar', 'Ковры и паласы'),
        tri('Floor coverings', 'Döşəmə örtükləri', 'Напольные покрытия'),
        home
      ),
    ],
    [
      'furniture-',
      gpc(
        '10002044',
        tri('Furniture sets', 'Mebel dəstləri', 'Мебельные гарнитуры'),
        tri('Furniture', 'Mebel', 'Мебель'),
        home
      ),
    ],
    [
      'cosmetics-',
      gpc(
        '10000442',
        tri('Skin/hair care', 'Dəri və saç baxımı', 'Уход за кожей и волосами'),
        tri('Personal care', 'Şəxsi gigiyena', 'Средства личной гигиены'),
        tri('Beauty/personal care', 'Gözəllik və baxım', 'Красота и уход')
      ),
    ],
  ]
})()

/** Categories sold in bulk lots rather than as barcoded trade items: no registry record. */
const BULK_CATEGORIES = /^(cotton-fibre|chem-|metals-)/
const BULK_LABEL = /lot|wagon|container|bale|bundle|coil|~/i

const UNITS: Record<string, string> = {
  g: 'GRM',
  kg: 'KGM',
  ml: 'MLT',
  l: 'LTR',
  t: 'TNE',
  m: 'MTR',
}

/** Net content and trade item type from a variant's English label ('250 g', '12 × 0.5 l', '10 pcs', 'Pallet: …'). */
function netContent(label: string): { quantity: string | null; unit: string | null; type: string } {
  const decimal = (value: number) => String(Number(value.toFixed(4)))
  let match = /^([0-9.]+) (g|kg|ml|l|t|m)$/.exec(label)
  if (match)
    return { quantity: decimal(Number(match[1])), unit: UNITS[match[2]], type: 'BASE_UNIT_OR_EACH' }
  match = /^([0-9]+) × ([0-9.]+) (g|kg|ml|l)$/.exec(label)
  if (match)
    return {
      quantity: decimal(Number(match[1]) * Number(match[2])),
      unit: UNITS[match[3]],
      type: 'CASE',
    }
  match = /^([0-9]+) (bags|pcs)$/.exec(label)
  if (match) return { quantity: match[1], unit: 'H87', type: 'BASE_UNIT_OR_EACH' }
  match = /^([0-9]+) m roll$/.exec(label)
  if (match) return { quantity: match[1], unit: 'MTR', type: 'BASE_UNIT_OR_EACH' }
  if (label.startsWith('Pallet')) return { quantity: null, unit: null, type: 'PALLET' }
  return { quantity: '1', unit: 'H87', type: 'BASE_UNIT_OR_EACH' }
}

/** A GLN under the Azerbaijani prefix made from a tax ID's first nine digits, with its check digit. */
function demoGln(taxId: string): string {
  const body = `476${taxId.slice(0, 9)}`
  return `${body}${gtinCheckDigit(body)}`
}

/** Membership data derived from the tax ID (stable across runs); registration not before GS1 AZ existed (11 May 1999). */
function licensee(
  name: string,
  taxId: string,
  foundedYear: number | null,
  serial: number
): LicenseeRow {
  const n = Number(taxId.slice(2, 8))
  const pad = (value: number) => String(value).padStart(2, '0')
  const openingYear = foundedYear ?? 1996 + (n % 20)
  const registrationYear = Math.min(2024, Math.max(2000, openingYear + 1 + (n % 4)))
  return {
    name,
    tax_id: taxId,
    gln: demoGln(taxId),
    opening_date: `${openingYear}-${pad(1 + (n % 12))}-${pad(1 + (n % 28))}`,
    official_license: `GS1AZ-${registrationYear}-${String(serial).padStart(4, '0')}`,
    registration_date: `${registrationYear}-${pad(1 + ((n >> 3) % 12))}-${pad(1 + ((n >> 5) % 28))}`,
  }
}

/** Inserts or updates a licensee, found by tax ID (or by GLN for one without a tax ID); returns its id. */
async function ensureLicensee(trx: TransactionClientContract, row: LicenseeRow): Promise<number> {
  const existing = await trx
    .from('gtin_registry_companies')
    .where((query) =>
      row.tax_id
        ? query.where('tax_id', row.tax_id)
        : query.whereNull('tax_id').where('gln', row.gln)
    )
    .first()
  if (existing) {
    await trx
      .from('gtin_registry_companies')
      .where('id', existing.id)
      .update({ ...row, updated_at: new Date() })
    return existing.id
  }
  const [inserted] = await trx.table('gtin_registry_companies').insert(row).returning('id')
  return Number(inserted.id ?? inserted)
}

function gpcFor(categoryId: string): Gpc | null {
  return GPC_BY_CATEGORY.find(([prefix]) => categoryId.startsWith(prefix))?.[1] ?? null
}

/** Records that are not products of the demo catalog: new items to "fill from GTIN" and a foreign licensee. */
const STANDALONE: {
  licensee: { supplierKey?: string; row?: Omit<LicenseeRow, 'gln'> & { gln?: string } }
  item: Omit<ItemRow, 'gtin'>
}[] = [
  {
    licensee: { supplierKey: 'P01' },
    item: {
      barcode: '4769900000010',
      name: tri(
        'Azerçay green tea, 100 g',
        'Azerçay yaşıl çay, 100 q',
        'Зелёный чай Azerçay, 100 г'
      ),
      brand: 'Azerçay',
      quantity: '100',
      unit: 'GRM',
      packaging: tri(
        'Carton with foil inner bag',
        'Karton qutu, folqa paket',
        'Картонная коробка с фольгированным пакетом'
      ),
      trade_item_type: 'BASE_UNIT_OR_EACH',
      gpc: gpcFor('tea-green'),
    },
  },
  {
    licensee: { supplierKey: 'D01' },
    item: {
      barcode: '4769900000027',
      name: tri('Quince preserve, 370 ml', 'Heyva mürəbbəsi, 370 ml', 'Варенье из айвы, 370 мл'),
      brand: 'Quba Bağları',
      quantity: '370',
      unit: 'MLT',
      packaging: tri(
        'Glass jar with twist-off lid',
        'Burma qapaqlı şüşə banka',
        'Стеклянная банка с винтовой крышкой'
      ),
      trade_item_type: 'BASE_UNIT_OR_EACH',
      gpc: gpcFor('food-jams'),
    },
  },
  {
    licensee: {
      row: {
        name: 'Xəzər Demo Qida MMC',
        tax_id: '9900123451',
        opening_date: '2011-04-18',
        official_license: 'GS1AZ-2012-0917',
        registration_date: '2012-02-07',
      },
    },
    item: {
      barcode: '4769900000034',
      name: tri('Pomegranate juice, 1 l', 'Nar şirəsi, 1 l', 'Гранатовый сок, 1 л'),
      brand: 'Xəzər Demo',
      quantity: '1',
      unit: 'LTR',
      packaging: tri('Glass bottle', 'Şüşə butulka', 'Стеклянная бутылка'),
      trade_item_type: 'BASE_UNIT_OR_EACH',
      gpc: gpcFor('bev-juices'),
    },
  },
  {
    licensee: {
      row: {
        name: 'GS1 Demonstration Licensee',
        tax_id: null,
        gln: `952000000000${gtinCheckDigit('952000000000')}`,
        opening_date: '2001-01-15',
        official_license: 'GS1-DEMO-0001',
        registration_date: '2001-01-15',
      },
    },
    item: {
      barcode: '9520000000011',
      name: tri(
        'Demonstration item, case of 12',
        'Nümayiş məhsulu, 12 ədədlik yeşik',
        'Демонстрационный товар, короб из 12 шт.'
      ),
      brand: null,
      quantity: '12',
      unit: 'H87',
      packaging: tri('Corrugated case', 'Büzməli karton yeşik', 'Гофрокороб'),
      trade_item_type: 'CASE',
      gpc: null,
    },
  },
]

/**
 * Fixture GTIN registry (DESIGN §5; answers lookups while no GTIN_REGISTRY_URL is set), idempotent:
 * every barcoded consumer variant of the demo catalog (products.json; GS1 Azerbaijan prefix 476)
 * registered to its producer (name and VÖEN as in suppliers.json), plus standalone records: new
 * items of the first legal supplier (P01) and of the first individual one (D01), an item of a
 * licensee that sells nothing on Karvan (to show the VÖEN warning) and an item under GS1's
 * demonstration prefix 952. Licensee GLNs, licence numbers and dates are derived demo values.
 * Not registered (kept for "not found"): e.g. 4760001000015.
 */
export async function seedGtinRegistry(trx: TransactionClientContract) {
  const suppliers = await readData<SupplierSeed[]>('suppliers.json')
  const products = await readData<ProductSeed[]>('products.json')
  const bySupplier = new Map(
    suppliers.map((supplier, index) => [supplier.key, { supplier, serial: index + 1 }])
  )
  const licenseeIds = new Map<string, number>()

  const licenseeOf = async (supplierKey: string) => {
    if (licenseeIds.has(supplierKey)) return licenseeIds.get(supplierKey)!
    const entry = bySupplier.get(supplierKey)
    if (!entry) return null
    const { supplier, serial } = entry
    const id = await ensureLicensee(
      trx,
      licensee(supplier.name, supplier.tax_id, supplier.founded_year, serial)
    )
    licenseeIds.set(supplierKey, id)
    return id
  }

  const rows: Record<string, unknown>[] = []
  const toRow = (companyId: number, item: ItemRow) => ({
    gtin: item.gtin,
    company_id: companyId,
    barcode: item.barcode,
    name: JSON.stringify(item.name),
    brand: item.brand,
    quantity: item.quantity,
    unit: item.unit,
    packaging: item.packaging ? JSON.stringify(item.packaging) : null,
    trade_item_type: item.trade_item_type,
    gpc_brick_code: item.gpc?.brick ?? null,
    gpc_brick_title: item.gpc ? JSON.stringify(item.gpc.title) : null,
    classification: item.gpc ? JSON.stringify(item.gpc.classTitle) : null,
    item_group: item.gpc ? JSON.stringify(item.gpc.family) : null,
    updated_at: new Date(),
  })

  for (const product of products) {
    if (BULK_CATEGORIES.test(product.category_id)) continue
    const companyId = await licenseeOf(product.supplier_key)
    if (!companyId) continue
    const packaging =
      product.attributes.find((attribute) => attribute.name.en === 'Packaging')?.value ?? null
    for (const variant of product.variants) {
      if (BULK_LABEL.test(variant.label.en) || !isValidGtin(variant.gtin)) continue
      const content = netContent(variant.label.en)
      const name = {
        az: `${product.name.az} ${variant.label.az}`.trim(),
        en: `${product.name.en} ${variant.label.en}`.trim(),
        ru: `${product.name.ru} ${variant.label.ru}`.trim(),
      }
      rows.push(
        toRow(companyId, {
          gtin: normalizeGtin(variant.gtin),
          barcode: variant.gtin,
          name,
          brand: product.brand,
          quantity: content.quantity,
          unit: content.unit,
          packaging,
          trade_item_type: content.type,
          gpc: gpcFor(product.category_id),
        })
      )
    }
  }

  for (const { licensee: source, item } of STANDALONE) {
    const companyId = source.supplierKey
      ? await licenseeOf(source.supplierKey)
      : await ensureLicensee(trx, {
          ...source.row!,
          gln: source.row!.gln ?? demoGln(source.row!.tax_id!),
        })
    if (!companyId) continue
    rows.push(toRow(companyId, { ...item, gtin: normalizeGtin(item.barcode) }))
  }

  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .knexQuery()
      .table('gtin_registry_items')
      .insert(rows.slice(start, start + 500))
      .onConflict('gtin')
      .merge()
  }
}
