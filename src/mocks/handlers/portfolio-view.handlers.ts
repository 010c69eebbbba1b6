import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser, userHasRole } from '../lib/auth'
import { badRequest, forbidden, notFound, ok, queryOf } from '../lib/respond'
import { ROLES } from '@/lib/roles'
import { ratingOf, type PortfolioWork } from '@/api/achieve'
import {
  categoryWorksResource,
  overviewOf,
  overviewResource,
  studentSearchResource,
  type WorkRow,
} from '@/api/portfolio-view'
import { PORTFOLIO_VIEWER_ROLES, STUDENT_SEARCH_LIMIT, STUDENT_SEARCH_MIN } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { portfolioTexts } from '@/texts/ru/portfolio'
import { allAttrs, rules, workOut } from './portfolio-work-out'
import { userFullName } from './achieve-common'

const w = achieveTexts.work
const t = portfolioTexts.view

/** Every stored work as the API answers it (one points table, one attribute list for all). */
function allWorks(): PortfolioWork[] {
  const table = rules()
  const attrs = allAttrs()
  return db.portfolioWork.getAll().map((row) => workOut(row, table, attrs))
}
const rowOf = (x: PortfolioWork): WorkRow => ({
  id: x.id,
  userID: x.userID,
  userName: x.userName,
  typeID: x.typeID,
  typeName: x.typeName,
  categoryID: x.categoryID,
  categoryName: x.categoryName,
  title: x.title,
  levelName: w.levels[x.level],
  resultName: w.results[x.result],
  date: x.date,
  statusName: w.statuses[x.status],
  points: x.points,
  files: x.files.length,
})
const newest = (a: PortfolioWork, b: PortfolioWork) => b.date.localeCompare(a.date) || b.id - a.id

/** A case-free match of the query in «ФИО login group». */
const matches = (haystack: string, query: string) => haystack.toLowerCase().includes(query.toLowerCase())

export const portfolioViewHandlers: HttpHandler[] = [
  http.get('*/api/Portfolio/ListWorks', ({ request }) => {
    const user = requireUser(request)
    const q = queryOf(request)
    const userID = Number(q.get('userID')) || user.userID
    const categoryID = Number(q.get('categoryID')) || 0
    if (userID !== user.userID && !userHasRole(user, ...PORTFOLIO_VIEWER_ROLES)) return forbidden(t.notAllowed)
    if (!db.user.findFirst({ where: { userID: { equals: userID } } })) return notFound(t.userNotFound)
    return ok(
      allWorks()
        .filter((x) => x.userID === userID && (!categoryID || x.categoryID === categoryID))
        .sort(newest)
        .map(rowOf),
    )
  }),

  http.get(`*/api${categoryWorksResource.endpoints.list.split('?')[0]}`, ({ request }) => {
    requireUser(request)
    const name = (queryOf(request).get('categoryName') ?? '').trim()
    const category = db.portfolioCategory.getAll().find((c) => c.name.toLowerCase() === name.toLowerCase())
    if (!category) return notFound(portfolioTexts.unknownCategory)
    return ok(
      allWorks()
        .filter((x) => x.categoryID === category.id && x.status === 'confirmed')
        .sort(newest)
        .map(rowOf),
    )
  }),

  http.get('*/api/Portfolio/SearchStudents', ({ request }) => {
    const user = requireUser(request)
    if (!userHasRole(user, ...studentSearchResource.access.read)) return forbidden(t.notAllowed)
    const query = (queryOf(request).get('query') ?? '').trim()
    if (!query) return ok([])
    if (query.length < STUDENT_SEARCH_MIN) return badRequest(t.searchTooShort)
    const rating = new Map(ratingOf(allWorks()).map((r) => [r.userID, r]))
    const found = db.user
      .getAll()
      .filter((u) => u.kind === 'student' || u.roleIDs.includes(ROLES.student.id))
      .filter((u) => matches(`${userFullName(u.userID)} ${u.login} ${u.groupName ?? ''}`, query))
      .slice(0, STUDENT_SEARCH_LIMIT)
    return ok(
      found.map((u) => ({
        userID: u.userID,
        fio: userFullName(u.userID),
        groupName: u.groupName ?? '',
        works: rating.get(u.userID)?.works ?? 0,
        points: rating.get(u.userID)?.points ?? 0,
      })),
    )
  }),

  http.get(`*/api${overviewResource.endpoints.list}`, ({ request }) => {
    requireUser(request)
    const categories = db.portfolioCategory.getAll().map((c) => ({ id: c.id, name: c.name }))
    return ok(overviewOf(allWorks(), categories))
  }),
]
