import { describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { ROUTES } from '@/app/routes'
import { matchPattern } from '@/app/routes/route-patterns'
import { SHELL_ROUTE_DATA } from '@/app/routes/shell-route-data'
import { samplePath } from './spec-paths'

/** The first record of the table matching a concrete address, as the router's Switch picks it. */
export const resolveRoute = (address: string) => ROUTES.find((r) => matchPattern(r.path, address) !== null)
export const isSectionPage = (screen: unknown) =>
  String((screen as ComponentType & { displayName?: string }).displayName ?? '').startsWith('Section(')

/**
 * An area issue's «each route must be a real, working screen», checked on the route table: every path is a
 * shell route of the spec; each address, with and without its optional parameters, resolves to a screen of
 * one of `areas`, never to the shell's generic section page; the screen keeps the roles and the layout of
 * the shell's route data. `witness` is one of the paths whose shell record must still be a section page, so
 * the check above can be seen to fail.
 */
export function describeIssueRoutes(
  issue: string,
  paths: readonly string[],
  options: { count: number; areas: readonly string[]; witness: string },
) {
  describe(`issue ${issue} routes (spec 1 §2)`, () => {
    it(`lists ${options.count} distinct paths, every one a shell route of the spec`, () => {
      expect(new Set(paths).size).toBe(options.count)
      const unknown = paths.filter((path) => !SHELL_ROUTE_DATA.some((r) => r.path === path))
      expect(unknown).toEqual([])
    })

    it('no address resolves to the generic section page: each opens a screen of its area', () => {
      const wrong: string[] = []
      for (const path of paths)
        for (const optional of [true, false]) {
          const address = samplePath(path, { optional })
          const record = resolveRoute(address)
          if (!record || !options.areas.includes(record.area) || isSectionPage(record.screen))
            wrong.push(`${address} → ${record ? `${record.area} ${record.path}` : 'nothing'}`)
        }
      expect(wrong).toEqual([])
    })

    it('the check can fail: the shell itself still answers these paths with its section page', () => {
      const shellRecord = ROUTES.find((r) => r.path === options.witness && r.area.startsWith('shell:'))
      expect(shellRecord && isSectionPage(shellRecord.screen)).toBe(true)
    })

    it('each screen keeps the roles and the layout of the shell route data', () => {
      const wrong: string[] = []
      for (const path of paths) {
        const shell = SHELL_ROUTE_DATA.find((r) => r.path === path)!
        const record = resolveRoute(samplePath(path))!
        // A narrower record of the area (one science cabinet of /listpublication/{role}) has its own roles.
        const sameRoles =
          record.path !== path ||
          JSON.stringify([...(record.roles ?? [])].sort()) === JSON.stringify([...(shell.roles ?? [])].sort())
        const same = sameRoles && record.layout === shell.layout
        if (!same) wrong.push(`${path} → ${record.area} ${record.path}`)
      }
      expect(wrong).toEqual([])
    })
  })
}
