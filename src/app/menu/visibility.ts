import type { InitInfo, MenuContest } from '@/api/init'
import type { Period } from '@/api/shell'
import { allowedFor, ACCESS } from '../access'
import { ROLES } from '@/lib/roles'
import { menuTexts } from '@/texts/ru/menu'
import type { ClientMenuItem, MenuModule } from '@/lib/menu.types'
import { CONTESTS_SECTION_ID } from './menu.data'

/** Everything the visibility function looks at (spec 1 §6). */
export interface VisibilityContext {
  signedIn: boolean
  userID: number | null
  roles: readonly { name: string }[]
  init: InitInfo | null
  /** Local flag beta=1. */
  beta: boolean
  schoolXMode: boolean
  /** location.hostname */
  host: string
  /** Open school-X periods (null = not loaded / not a school-X user). */
  periods: readonly Pick<Period, 'typeID'>[] | null
}

/** The university's own site: 'НИР в семестре' shows only there. */
export function isUniversitySite(host: string): boolean {
  return /(^|\.)donstu\.ru$/i.test(host)
}

/** Test hosts: localhost, 127.0.0.1 and test./dev. sub-domains. */
export function isTestHost(host: string): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])$/i.test(host) || /^(test|dev|demo)[.-]/i.test(host)
}

/** A module is on when the initialization info says so; without the info nothing is held back. */
export function moduleEnabled(init: InitInfo | null, module: MenuModule): boolean {
  if (!init) return true
  if (module === 'journalsReview') return init.journalsReview
  return init.modules[module]
}

/** Spec 1 §6 for one item (its parents are checked by the tree builder). */
export function isItemVisible(item: ClientMenuItem, ctx: VisibilityContext): boolean {
  if (item.visible === false) return false
  if (!ctx.signedIn && !item.public) return false
  if (ctx.signedIn && !allowedFor(ctx.roles, item.roles)) return false
  if (!ctx.signedIn && item.roles && item.roles.length > 0) return false
  if (item.beta && !ctx.beta) return false
  if (item.schoolXOnly && !ctx.schoolXMode) return false
  if (ctx.schoolXMode && !item.schoolX && !item.schoolXOnly) return false
  if (item.module && !moduleEnabled(ctx.init, item.module)) return false
  if (item.schoolXPeriod !== undefined && !(ctx.periods ?? []).some((p) => p.typeID === item.schoolXPeriod))
    return false
  if (item.host === 'universitySite' && !isUniversitySite(ctx.host)) return false
  if (item.host === 'testHost' && !isTestHost(ctx.host)) return false
  return true
}

const format = (template: string, name: string) => template.replace('{name}', name)

/**
 * Contest entries from init.contests (shown in the menu and not deleted): a student gets the open page,
 * contest staff ('Организатор-СайтКонкурсы', 'Администратор-СайтКонкурсы', 'Конкурсы-Просмотр' and
 * verifiers) the applications list, the results roles the results when a contest shows them, judges
 * the judging page of the contests they judge.
 */
export function contestItems(
  contests: readonly MenuContest[],
  ctx: Pick<VisibilityContext, 'roles' | 'init'>,
): ClientMenuItem[] {
  const items: ClientMenuItem[] = []
  const judging = new Set(ctx.init?.lstContestsJudging ?? [])
  let next = 0
  const add = (text: string, url: string) =>
    items.push({ id: 10_000 + next++, text, url, parentID: CONTESTS_SECTION_ID })
  for (const contest of contests) {
    if (!contest.showInMenu || contest.isDelete) continue
    const id = contest.competitionID
    if (allowedFor(ctx.roles, [ROLES.student.name])) add(contest.name, `/Contests/Open/${id}`)
    if (allowedFor(ctx.roles, ACCESS.contestStaff))
      add(format(menuTexts.contestApplications, contest.name), `/Contests/ListApplications/${id}`)
    if (contest.showResult && allowedFor(ctx.roles, ACCESS.contestResults))
      add(format(menuTexts.contestResults, contest.name), `/Contests/Results/${id}`)
    if (ctx.init?.isJudgeContests && judging.has(id))
      add(format(menuTexts.contestJudging, contest.name), `/Contests/JudgingContest/${id}`)
  }
  return items
}
