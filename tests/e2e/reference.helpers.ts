import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Serious and critical axe violations inside the page's main content only (the area's own screens). */
export async function mainA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)
}
