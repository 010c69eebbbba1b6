import AxeBuilder from '@axe-core/playwright'
import { test, signInAs, expect } from './fixtures'
test('debug', async ({ page }) => {
  await signInAs(page, 'author', 'nir/1/1001')
  await expect(page.getByLabel('Название работы')).toBeVisible()
  const r = await new AxeBuilder({ page }).withTags(['wcag2aa']).analyze()
  for (const v of r.violations) for (const n of v.nodes) console.log(v.id, n.target.join(' '), n.failureSummary?.slice(0, 200))
})
