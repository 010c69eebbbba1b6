import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, updateRecord } from '../lib/store'
import { gradeOf, schoolOf } from './schoolx-admin.handlers'
import { isSchoolX, isStaff, isStudent, today } from './schoolx-answers'
import { acquaintanceFormSchema, type Acquaintance } from '@/api/schoolx-acquaintance'
import { acquaintanceTexts } from '@/texts/ru/schoolx-programme'

/** `/SchoolX/acquaintance/{userID?}` (issue 17): GET a participant's questionnaire, PUT one's own (journaled). */
const s = acquaintanceTexts.server

function questionnaireOf(studentID: number, viewerID: number): Acquaintance | null {
  const student = db.schoolxStudent.findFirst({ where: { studentID: { equals: studentID } } })
  if (!student) return null
  const row = db.schoolxAcquaintance.findFirst({ where: { userID: { equals: studentID } } })
  return {
    userID: studentID,
    fio: student.fio,
    school: schoolOf(studentID),
    grade: gradeOf(student.course),
    editable: studentID === viewerID,
    date: row?.date ?? '',
    values: {
      about: row?.about ?? '',
      interests: row?.interests ?? '',
      expectations: row?.expectations ?? '',
      profession: row?.profession ?? '',
    },
  }
}

export const acquaintanceHandlers: HttpHandler[] = [
  http.get('*/api/SchoolX/Acquaintance', ({ request }) => {
    const user = requireUser(request)
    if (!isSchoolX(user)) return forbidden()
    const raw = queryOf(request).get('userID')
    if (raw !== null && !/^-?\d+$/.test(raw)) return badRequest(s.noParticipant)
    const userID = raw === null ? user.userID : Number(raw)
    if (userID !== user.userID && !isStaff(user)) return forbidden(s.onlyOwn)
    const found = questionnaireOf(userID, user.userID)
    return found ? ok(found) : notFound(s.noParticipant)
  }),
  http.put('*/api/SchoolX/Acquaintance', async ({ request }) => {
    const user = requireUser(request)
    if (!isStudent(user)) return forbidden(s.onlyOwn)
    const parsed = v.safeParse(acquaintanceFormSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const trim = (x: string) => x.trim()
    const data = {
      about: trim(parsed.output.about),
      interests: trim(parsed.output.interests),
      expectations: trim(parsed.output.expectations),
      profession: trim(parsed.output.profession),
      date: today(),
    }
    if (db.schoolxAcquaintance.findFirst({ where: { userID: { equals: user.userID } } }))
      updateRecord('schoolxAcquaintance', 'userID', user.userID, data)
    else createRecord('schoolxAcquaintance', { userID: user.userID, ...data })
    return ok(questionnaireOf(user.userID, user.userID))
  }),
]
