import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser, userHasRole } from '../lib/auth'
import * as v from 'valibot'
import { protocolSchema } from '@/api/gia'
import { giaTexts } from '@/texts/ru/gia'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'

const SECRETARY = 'Секретарь ГЭК'
const CHAIRMAN = 'Председатель ГЭК'
type Stored = Record<string, unknown> & {
  reportID: number
  chairmanId: number | null
  veryfied: boolean
  bestWorks?: number[]
}

const protocolOf = (json: string) => JSON.parse(json) as Stored

/** Handlers of the gia area: the spec's calls with their exact paths, queries and {state, data} shapes. */
export const giaHandlers: HttpHandler[] = [
  http.get('*/api/GIA/GiaReport/GiaReportController', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, SECRETARY, CHAIRMAN)
    const id = Number(queryOf(request).get('protocolID'))
    const row = db.giaReport.findFirst({ where: { reportID: { equals: id } } })
    if (!row) return notFound(giaTexts.server.notFound)
    if (row.secretarId !== user.userID && row.chairmanId !== user.userID) return notFound(giaTexts.server.notFound)
    const protocol = protocolOf(row.json)
    return ok({ allowConfirm: row.chairmanId === user.userID, protocol })
  }),

  http.post('*/api/GIA/GiaReport/GiaReportController', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, SECRETARY)
    const raw = await jsonBody(request)
    const parsed = v.safeParse(protocolSchema, raw)
    if (!parsed.success) return badRequest(giaTexts.server.badBody)
    const body = parsed.output
    const existing = body.reportID
      ? db.giaReport.findFirst({ where: { reportID: { equals: Number(body.reportID) } } })
      : null
    if (body.reportID && !existing) return notFound(giaTexts.server.notFound)
    // A secretary changes only their own reports, and only until the chairman confirms them.
    if (existing && existing.secretarId !== user.userID) return forbidden(giaTexts.server.notYours)
    if (existing?.veryfied) return forbidden(giaTexts.server.confirmed)
    const reportID = existing ? existing.reportID : nextId('giaReport', 'reportID')
    const protocol = { ...body, reportID, secretarId: user.userID, veryfied: existing?.veryfied ?? false }
    const data = {
      secretarId: user.userID,
      chairmanId: Number(body.chairmanId) || 0,
      veryfied: protocol.veryfied,
      json: JSON.stringify(protocol),
    }
    if (existing) updateRecord('giaReport', 'reportID', reportID, data)
    else createRecord('giaReport', { reportID, ...data })
    return ok({ saveProtocol: { reportID } })
  }),

  /** The chairman confirms: greatJob is the id of a student whose work is among the best. */
  http.post('*/api/GIA/GiaReport/AllStudentByReports', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, CHAIRMAN)
    const list = await jsonBody<{ protocolID: number; greatJob: number }[]>(request)
    const ids = new Set(list.map((i) => Number(i.protocolID)))
    for (const protocolID of ids) {
      const row = db.giaReport.findFirst({ where: { reportID: { equals: protocolID } } })
      if (!row || row.chairmanId !== user.userID) continue
      const protocol = protocolOf(row.json)
      protocol.veryfied = true
      protocol.bestWorks = list
        .filter((i) => Number(i.protocolID) === protocolID && i.greatJob)
        .map((i) => Number(i.greatJob))
      updateRecord('giaReport', 'reportID', protocolID, { veryfied: true, json: JSON.stringify(protocol) })
      for (const s of db.giaStudent.findMany({ where: { chairmanUserID: { equals: user.userID } } })) {
        if (s.reportID === protocolID) updateRecord('giaStudent', 'studentID', s.studentID, { chairmanConfirmed: true })
      }
    }
    return ok(true)
  }),

  http.get('*/api/GIA/GiaReport/GetUGSNBySecretar', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, SECRETARY, CHAIRMAN)
    return ok(db.giaUgsn.getAll().map((u) => ({ id: u.id, name: u.name })))
  }),

  http.get('*/api/GIA/GiaReport/GetDirectionOfTraining', ({ request }) => {
    requireRole(requireUser(request), SECRETARY, CHAIRMAN)
    const ugsn = Number(queryOf(request).get('FirstLitterUGSN'))
    return ok(db.giaDirection.findMany({ where: { ugsnid: { equals: ugsn } } }).map((d) => ({ full: d.full })))
  }),

  http.get('*/api/GIA/GiaReport/GetOPOPBySecretar', ({ request }) => {
    requireRole(requireUser(request), SECRETARY, CHAIRMAN)
    const cipher = queryOf(request).get('CipgSpe') ?? ''
    return ok(
      db.giaProgramme
        .findMany({ where: { cipher: { equals: cipher } } })
        .map((p) => ({ specialtyName: p.specialtyName })),
    )
  }),

  http.get('*/api/GIA/GiaReport/GetChairmanList', ({ request }) => {
    requireRole(requireUser(request), SECRETARY, CHAIRMAN)
    const cipher = queryOf(request).get('chiper') ?? ''
    return ok(
      db.giaChairman.findMany({ where: { cipher: { equals: cipher } } }).map((c) => ({
        userID: c.userID,
        chairmanID: c.chairmanID,
        userFullName: c.userFullName,
        photoPath: c.photoPath,
      })),
    )
  }),

  http.get('*/api/GIA/GiaReport/AllStudentByReports', ({ request }) => {
    requireRole(requireUser(request), SECRETARY, CHAIRMAN)
    const q = queryOf(request)
    const userID = Number(q.get('userID'))
    const level = Number(q.get('level'))
    const list = db.giaStudent.findMany({ where: { chairmanUserID: { equals: userID }, level: { equals: level } } })
    return ok(
      list.map((s) => ({
        studentID: s.studentID,
        reportID: s.reportID || null,
        fullName: s.fullName,
        groupName: s.groupName,
        photoPath: s.photoPath,
        chairmanConfirmed: s.chairmanConfirmed,
        text1: s.text1,
        text2: s.text2,
        selected: false,
      })),
    )
  }),

  http.get('*/api/GIA/GiaReport/Competencies', ({ request }) => {
    requireRole(requireUser(request), SECRETARY, CHAIRMAN)
    const cipher = queryOf(request).get('chiper') ?? ''
    return ok(
      db.giaCompetence
        .findMany({ where: { cipher: { equals: cipher } } })
        .map((c) => ({ id: c.id, chiperCompetencies: c.chiperCompetencies, name: c.name, selected: false })),
    )
  }),

  /** Demo listing: the secretary's reports, or the chairman's reports to confirm. */
  http.get('*/api/GIA/GiaReport/Documents', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, SECRETARY, CHAIRMAN)
    const secretary = userHasRole(user, SECRETARY)
    const rows = db.giaReport
      .getAll()
      .filter((r) => (secretary ? r.secretarId === user.userID : r.chairmanId === user.userID))
    return ok(
      rows.map((r) => {
        const p = protocolOf(r.json)
        return {
          reportID: r.reportID,
          directionСipher: String(p['directionСipher'] ?? ''),
          levelEducation: Number(p.levelEducation ?? 2),
          veryfied: r.veryfied,
          chairmanFullName: String(p.chairmanFullName ?? ''),
        }
      }),
    )
  }),
]
