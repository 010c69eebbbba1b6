import type { HttpHandler } from 'msw'
import { db } from '../db'
import { mockResource } from '../lib/resource-handlers'
import { contestAdminResource, type ContestAdminRow } from '@/api/contests-admin'
import { contestTexts } from '@/texts/ru/contests'

const t = contestTexts.admin
const l = contestTexts.list
const today = () => new Date().toISOString().slice(0, 10)
const day = (x: unknown) => String(x ?? '').slice(0, 10)
const applicationsOf = (competitionID: number) =>
  db.contestApplication.count({ where: { competitionID: { equals: competitionID } } })

/** The stored contest as the admin's row: its phase by the server's date and the number of applications. */
function toRow(row: Record<string, unknown>): ContestAdminRow {
  const id = Number(row.competitionID)
  const start = String(row.dateStart)
  const end = String(row.dateTo)
  const now = today()
  return {
    competitionID: id,
    name: String(row.name),
    dateStart: start,
    dateTo: end,
    showInMenu: Boolean(row.showInMenu),
    status: now < start ? l.statusSoon : now > end ? l.statusClosed : l.statusOpen,
    applications: applicationsOf(id),
    settingsLink: t.settingsLink,
  }
}

/** /Contests/Admin/List: the contests of the module (`typeContestsID` 1, not deleted); the dormitory's stay out. */
const admin = mockResource(contestAdminResource, {
  model: 'contest',
  filter: (row) => row.typeContestsID === 1 && row.isDelete !== true,
  check: (body) => {
    const start = day(body.dateStart)
    const end = day(body.dateTo)
    return start && end && end < start ? t.dateOrder : null
  },
  fields: (body, existing) => ({
    name: String(body.name).trim(),
    dateStart: day(body.dateStart),
    dateTo: day(body.dateTo),
    showInMenu: Boolean(body.showInMenu),
    ...(existing ? {} : { typeContestsID: 1, showResult: true, splashScreenData: '', isDelete: false }),
  }),
  refuseDelete: (row) => (applicationsOf(Number(row.competitionID)) > 0 ? t.hasApplications : null),
  toRow,
})

export const contestAdminHandlers: HttpHandler[] = admin.handlers
