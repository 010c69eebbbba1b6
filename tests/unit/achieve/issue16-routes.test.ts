import { describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { ROUTES } from '@/app/routes'
import { matchPattern } from '@/app/routes/route-patterns'
import { SHELL_ROUTE_DATA } from '@/app/routes/shell-route-data'
import { samplePath } from '../shell-routes/spec-paths'
import { ISSUE_16_PATHS } from './issue16-paths'

/**
 * Issue 16: «all 61 routes below … each must be a real, working screen». Each resolves, with and without its
 * optional parameters, to a screen of the achieve area, never to the shell's generic section page, and keeps
 * the roles and layout of the shell's route data.
 */
const resolve = (address: string) => ROUTES.find((r) => matchPattern(r.path, address) !== null)
const isSectionPage = (screen: unknown) =>
  String((screen as ComponentType & { displayName?: string }).displayName ?? '').startsWith('Section(')

describe('issue 16 routes (spec 1 §2)', () => {
  it('lists 61 distinct paths, every one a shell route of the spec', () => {
    expect(new Set(ISSUE_16_PATHS).size).toBe(61)
    for (const path of ISSUE_16_PATHS)
      expect(
        SHELL_ROUTE_DATA.some((r) => r.path === path),
        path,
      ).toBe(true)
  })

  it('no issue-16 address resolves to the generic section page: each opens an achieve screen', () => {
    const wrong: string[] = []
    for (const path of ISSUE_16_PATHS)
      for (const optional of [true, false]) {
        const address = samplePath(path, { optional })
        const record = resolve(address)
        if (!record || record.area !== 'achieve' || isSectionPage(record.screen))
          wrong.push(`${address} → ${record ? `${record.area} ${record.path}` : 'nothing'}`)
      }
    expect(wrong).toEqual([])
  })

  it('each screen keeps the roles and the layout of the shell route data', () => {
    const wrong: string[] = []
    for (const path of ISSUE_16_PATHS) {
      const shell = SHELL_ROUTE_DATA.find((r) => r.path === path)!
      const record = resolve(samplePath(path))!
      const same =
        JSON.stringify([...(record.roles ?? [])].sort()) === JSON.stringify([...(shell.roles ?? [])].sort()) &&
        record.layout === shell.layout
      if (!same) wrong.push(path)
    }
    expect(wrong).toEqual([])
  })
})
