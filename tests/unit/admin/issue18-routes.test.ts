import { describe, expect, it } from 'vitest'
import { ROUTES } from '@/app/routes'
import { shellRoutes } from '@/app/routes/shell.routes'
import { matchPattern } from '@/app/routes/route-patterns'
import { samplePath } from '../shell-routes/spec-paths'
import { ISSUE_18_PATHS } from './issue18-paths'

/** The first record of the table matching a concrete address, as the router's Switch picks it. */
const resolve = (address: string) => ROUTES.find((r) => matchPattern(r.path, address) !== null)
const sectionScreens = new Set(shellRoutes.map((r) => r.screen))

describe('issue 18: no route resolves to the generic section page', () => {
  it.each(ISSUE_18_PATHS)('%s (with and without optional parameters) is a real screen of its own pattern', (path) => {
    for (const optional of [true, false]) {
      const address = samplePath(path, { optional })
      const record = resolve(address)
      expect(record?.path, address).toBe(path)
      expect(record?.area, address).toBe('admin')
      expect(sectionScreens.has(record!.screen), address).toBe(false)
    }
  })

  it('the preview without a questionnaire is the preview, not the builder of a questionnaire called «Show»', () => {
    expect(resolve('/Questionnaires/CreateForm/Show')?.path).toBe(
      '/Questionnaires/CreateForm/Show/:questionaryID?/:userID?',
    )
    expect(resolve('/Questionnaires/CreateForm/12')?.path).toBe('/Questionnaires/CreateForm/:questionaryID?')
  })

  it('/sovet keeps the visitor layout with its real screen', () => {
    expect(resolve('/sovet')?.layout).toBe('visitor')
  })
})
