import vine from '@vinejs/vine'
import { parseInteger } from '#validators/rules'

/** Route parameter of an entity page: `{slug}-{id}` or a bare `{id}`, up to 300 characters. */
const slugIdValidator = vine.create({
  slugId: vine
    .string()
    .maxLength(300)
    .regex(/^(?:.*-)?\d{1,10}$/),
})

/**
 * Splits an entity URL tail (products, suppliers, news — DESIGN §4) into slug and id:
 * `findiq-yagi-12` → { slug: 'findiq-yagi', id: 12 }, `12` → { slug: '', id: 12 }. Null for
 * anything that cannot name a row (no trailing number, id 0 or beyond the integer range,
 * over-long input); never throws.
 */
export async function parseSlugId(slugId: unknown): Promise<{ slug: string; id: number } | null> {
  const [error, value] = await slugIdValidator.tryValidate({ slugId })
  if (error || !value) return null
  const dash = value.slugId.lastIndexOf('-')
  const id = parseInteger(value.slugId.slice(dash + 1))
  if (id === null) return null
  return { slug: dash < 0 ? '' : value.slugId.slice(0, dash), id }
}
