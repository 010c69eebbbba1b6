import { describe, expect, it } from 'vitest'
import { sectionInfo, paramText } from '@/app/menu/section-info'
import { buildMenu } from '@/app/menu/build-menu'
import { CLIENT_MENU } from '@/app/menu/menu.data'
import { shellRouteFor } from '@/app/routes/shell-route-data'
import { ROLES } from '@/lib/roles'
import type { VisibilityContext } from '@/app/menu/visibility'
import { showsNavigationProgress } from '@/ui/navigation-progress'

const roles = (...keys: (keyof typeof ROLES)[]) => keys.map((k) => ({ id: ROLES[k].id, name: ROLES[k].name }))
const ctx = (r: { id: number; name: string }[]): VisibilityContext => ({
  signedIn: true,
  userID: 1,
  roles: r,
  init: null,
  beta: false,
  schoolXMode: false,
  host: 'localhost',
  periods: null,
})
const info = (path: string, params: Record<string, string | undefined>, r: { id: number; name: string }[]) => {
  const menu = buildMenu({ client: CLIENT_MENU, server: [], library: [] }, ctx(r))
  return sectionInfo(shellRouteFor(path)!, path, params, menu, r)
}

describe('section pages', () => {
  it("a menu entry: the menu path (group, section, page) and the section's pages the user may open", () => {
    const page = info('/Journals/Stat/Attendance', {}, roles('teachers'))
    expect(page.name).toBe('Статистика посещаемости')
    expect(page.breadcrumb).toEqual([
      { text: 'Учёба' },
      { text: 'Журналы', url: undefined },
      { text: 'Статистика посещаемости' },
    ])
    const urls = page.subPages.map((p) => p.url)
    expect(urls).toContain('/Journals/Stat/Filling')
    expect(urls).not.toContain('/Journals/Admin/JournalList')
    expect(urls).not.toContain('/Journals/Stat/Attendance')
    expect(urls.every((u) => u && !u.includes(':'))).toBe(true)
  })

  it('a page outside the menu: the way to its section; parameters read as "Работа №15"', () => {
    const page = info('/nir/2/15', { typeID: '2', workID: '15', 0: '2', 1: '15' }, roles('teachers'))
    expect(page.params).toEqual(['Тип №2', 'Работа №15'])
    expect(page.breadcrumb.at(-1)).toEqual({ text: 'Научная работа' })
    expect(page.breadcrumb.map((c) => c.text)).toEqual(['Наука', 'Научная работа'])
    const admin = info('/Admin/Sync', {}, roles('siteAdmin'))
    expect(admin.breadcrumb).toEqual([{ text: 'Администрирование' }, { text: 'Синхронизация' }])
    expect(admin.subPages.map((p) => p.url)).toEqual(
      expect.arrayContaining(['/Admin', '/Admin/Users', '/listWorksAdmin']),
    )
  })

  it('sibling pages get the current parameters; roles filter them', () => {
    const student = info('/Contests/Open/1', { contestID: '1' }, roles('student')).subPages.map((p) => p.url)
    expect(student).toEqual(
      expect.arrayContaining(['/Contests/Results/1', '/Contests/JudgingContest/1', '/Contests/AllContests']),
    )
    expect(student).not.toContain('/Contests/ListApplications/1')
    expect(student).not.toContain('/Contests/Admin/')
    const staff = info('/Contests/Open/1', { contestID: '1' }, roles('contestsAdmin')).subPages.map((p) => p.url)
    expect(staff).toContain('/Contests/ListApplications/1')
    expect(paramText('unknownKey', 'x')).toBe('unknownKey: x')
  })

  it('the navigation progress bar shows except under /boards/', () => {
    expect(showsNavigationProgress('/Admin')).toBe(true)
    expect(showsNavigationProgress('/Boards/List')).toBe(false)
    expect(showsNavigationProgress('/boards/Board/1')).toBe(false)
    expect(showsNavigationProgress('/boardsX')).toBe(true)
  })
})
