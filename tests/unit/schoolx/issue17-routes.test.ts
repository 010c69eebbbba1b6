import { describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { ROUTES } from '@/app/routes'
import { matchPattern } from '@/app/routes/route-patterns'
import { SHELL_ROUTE_DATA } from '@/app/routes/shell-route-data'
import { samplePath } from '../shell-routes/spec-paths'
import { ISSUE_17_PATHS } from './issue17-paths'

/**
 * Issue 17: «All 36 routes below must be real, working screens» — the feedback, the modules, the programme
 * (spec 1 §2 Modules and School programme) and the older layout's links. Each resolves, with and without its
 * optional parameters, to a «Школа Х» screen, never to the shell's generic section page, and keeps the
 * roles of the shell's route data.
 */

const resolve = (address: string) => ROUTES.find((r) => matchPattern(r.path, address) !== null)
const isSectionPage = (screen: unknown) =>
  String((screen as ComponentType & { displayName?: string }).displayName ?? '').startsWith('Section(')

describe('issue 17 routes (spec 1 §2)', () => {
  it('lists 36 distinct paths, every one a shell route of the spec', () => {
    expect(new Set(ISSUE_17_PATHS).size).toBe(36)
    for (const path of ISSUE_17_PATHS)
      expect(
        SHELL_ROUTE_DATA.some((r) => r.path === path),
        path,
      ).toBe(true)
  })

  it('no issue-17 address resolves to the generic section page: each opens a «Школа Х» screen', () => {
    const wrong: string[] = []
    for (const path of ISSUE_17_PATHS)
      for (const optional of [true, false]) {
        const address = samplePath(path, { optional })
        const record = resolve(address)
        if (!record || record.area !== 'schoolx' || isSectionPage(record.screen))
          wrong.push(`${address} → ${record ? `${record.area} ${record.path}` : 'nothing'}`)
      }
    expect(wrong).toEqual([])
  })

  it('the shell itself still answers these paths with its section page: the check above would see a fallback', () => {
    const shell = SHELL_ROUTE_DATA.find((r) => r.path === '/donstux/Admin/Inventory')
    const shellRecord = ROUTES.find((r) => r.path === shell?.path && r.area.startsWith('shell:'))
    expect(shellRecord && isSectionPage(shellRecord.screen)).toBe(true)
  })

  it('each screen keeps the roles and the layout of the shell route data', () => {
    for (const path of ISSUE_17_PATHS) {
      const shell = SHELL_ROUTE_DATA.find((r) => r.path === path)!
      const record = resolve(samplePath(path))!
      expect([...(record.roles ?? [])].sort(), path).toEqual([...(shell.roles ?? [])].sort())
      expect(record.layout, path).toBe(shell.layout)
    }
  })
})
