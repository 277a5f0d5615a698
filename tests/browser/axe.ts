import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Rules that fail the test whatever axe's impact (Lighthouse counts them; axe calls them moderate). */
const ALWAYS = new Set([
  'heading-order',
  'landmark-unique',
  'landmark-one-main',
  'page-has-heading-one',
])

/**
 * axe-core on the page as it is now (or on `include`'s elements only): its serious and critical
 * violations and those of ALWAYS, one line each, "label: rule (impact) ×n: targets".
 */
export async function audit(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  const { violations: found } = await builder.analyze()
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.has(v.id))
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`
    )
}
