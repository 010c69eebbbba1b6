import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { db } from '@/mocks/db'
import {
  appOrderSchema,
  decide,
  decideApplication,
  decidesNow,
  fileApplication,
  getApplication,
  getMyApplications,
  resubmitApplication,
  stageStates,
  type AppStage,
} from '@/api/achieve-applications'
import { http } from '@/api/http'
import { achieveTexts } from '@/texts/ru/achieve'
import { ROLES } from '@/lib/roles'
import { failure, signIn } from '../api-test-helpers'

const t = achieveTexts.app
const STUDENT = 1
const PROCESSOR = 26 // 'ОбработкаЗаявлений-Деканат' and '-Декан'
const CERTS = 20
/** The demo user holding only this role (login role<id>). */
const roleUser = (key: keyof typeof ROLES) =>
  db.user.findFirst({ where: { login: { equals: `role${ROLES[key].id}` } } })!
const silent = { silent: true }
const route: AppStage[] = ['deanOffice', 'dean', 'accounting']

describe('application workflow rules', () => {
  it('approval moves to the next stage and ends «одобрено» after the last; return and refusal stop at the stage', () => {
    expect(decide({ status: 'review', stageIndex: 0, stages: route }, 'approve')).toEqual({
      status: 'review',
      stageIndex: 1,
    })
    expect(decide({ status: 'review', stageIndex: 2, stages: route }, 'approve')).toEqual({
      status: 'approved',
      stageIndex: 2,
    })
    expect(decide({ status: 'review', stageIndex: 1, stages: route }, 'return')).toEqual({
      status: 'returned',
      stageIndex: 1,
    })
    expect(decide({ status: 'review', stageIndex: 1, stages: route }, 'reject')).toEqual({
      status: 'rejected',
      stageIndex: 1,
    })
    for (const status of ['returned', 'approved', 'rejected'] as const)
      expect(decide({ status, stageIndex: 1, stages: route }, 'approve')).toBeNull()
  })

  it('only the current stage’s role decides; the student sees each stage’s state', () => {
    const app = { status: 'review' as const, stageIndex: 1, stages: route }
    expect(decidesNow(app, ['ОбработкаЗаявлений-Декан'])).toBe(true)
    expect(decidesNow(app, ['ОбработкаЗаявлений-Деканат'])).toBe(false)
    expect(decidesNow({ ...app, status: 'returned' }, ['ОбработкаЗаявлений-Декан'])).toBe(false)
    expect(stageStates(app)).toEqual(['passed', 'current', 'waiting'])
    expect(stageStates({ ...app, status: 'returned' })).toEqual(['passed', 'returned', 'waiting'])
    expect(stageStates({ ...app, status: 'rejected' })).toEqual(['passed', 'rejected', 'waiting'])
    expect(stageStates({ ...app, status: 'approved', stageIndex: 2 })).toEqual(['passed', 'passed', 'passed'])
  })

  it('the form requires a kind and a visible text of at most 2000 characters', () => {
    const issues = (input: unknown) => {
      const r = v.safeParse(appOrderSchema, input)
      return r.success ? [] : r.issues.map((i) => i.message)
    }
    expect(issues({ kindID: null, text: '\u200B \n' })).toEqual([t.errors.kindRequired, t.errors.textRequired])
    expect(issues({ kindID: 1, text: 'x'.repeat(2001) })).toEqual([t.errors.textLong])
    expect(issues({ kindID: 1, text: 'Прошу…' })).toEqual([])
  })
})

describe('applications against the mock backend', () => {
  it('refuses a guest (401), other roles (403), another student (403) and a bad body (400, Russian)', async () => {
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    expect((await failure(getMyApplications(silent))).code).toBe('unauthorized')
    signIn(CERTS)
    expect((await failure(getMyApplications(silent))).code).toBe('forbidden')
    expect((await failure(http.get('/StudentApplication/List', undefined, silent))).code).toBe('forbidden')
    expect((await failure(getApplication(1, silent))).code).toBe('forbidden')
    signIn(STUDENT)
    const bad = await failure(fileApplication({ kindID: 1, text: '  ' }, silent))
    expect(bad.code).toBe('badRequest')
    expect(bad.serverMessage).toBe(t.errors.textRequired)
    expect((await failure(fileApplication({ kindID: 99, text: 'x' }, silent))).serverMessage).toBe(t.server.unknownKind)
    expect((await failure(decideApplication({ id: 1, decision: 'approve' }, silent))).code).toBe('forbidden')
    const other = db.application.findFirst({ where: { studentID: { notEquals: STUDENT } } })!
    expect((await failure(getApplication(other.id, silent))).code).toBe('forbidden')
  })

  it('a filed application passes деканат → декан → бухгалтерия, each step in the student’s history, journaled', async () => {
    signIn(STUDENT)
    const filed = await fileApplication({ kindID: 1, text: 'Прошу оказать материальную помощь' })
    expect(filed).toMatchObject({ status: 'review', stageIndex: 0, stages: route })
    expect((await getMyApplications())[0].id).toBe(filed.id)

    signIn(PROCESSOR)
    const noRemark = await failure(decideApplication({ id: filed.id, decision: 'return', remark: ' ' }, silent))
    expect(noRemark.serverMessage).toBe(t.errors.remarkRequired)
    const atDean = await decideApplication({ id: filed.id, decision: 'approve' })
    expect(atDean).toMatchObject({ status: 'review', stageIndex: 1 })
    const returned = await decideApplication({
      id: filed.id,
      decision: 'return',
      remark: 'Приложите справку о доходах',
    })
    expect(returned.status).toBe('returned')
    const again = await failure(decideApplication({ id: filed.id, decision: 'approve' }, silent))
    expect(again.serverMessage).toBe(t.server.notInReview)

    signIn(STUDENT)
    const mine = await getApplication(filed.id)
    expect(mine.history.map((h) => [h.action, h.stage, h.remark])).toEqual([
      ['submitted', null, ''],
      ['approved', 'deanOffice', ''],
      ['returned', 'dean', 'Приложите справку о доходах'],
    ])
    expect((await failure(resubmitApplication({ id: filed.id, text: '\u200B' }, silent))).serverMessage).toBe(
      t.errors.textRequired,
    )
    const resubmitted = await resubmitApplication({ id: filed.id, text: 'Прошу… Справка о доходах приложена' })
    expect(resubmitted).toMatchObject({ status: 'review', stageIndex: 1 })

    signIn(PROCESSOR)
    await decideApplication({ id: filed.id, decision: 'approve' })
    // the accounting stage is not this user's: refused with the stage's message
    const notMine = await failure(decideApplication({ id: filed.id, decision: 'approve' }, silent))
    expect(notMine.code).toBe('forbidden')
    expect(notMine.serverMessage).toBe(t.server.notYourStage)
    signIn(roleUser('applicationsAccounting').userID)
    const approved = await decideApplication({ id: filed.id, decision: 'approve' })
    expect(approved.status).toBe('approved')
    expect(db.application.findFirst({ where: { id: { equals: filed.id } } })).toMatchObject({
      status: 'approved',
      text: 'Прошу… Справка о доходах приложена',
    })
  })

  it('the processing list shows only applications whose route passes the user’s stages, with «ждёт вашего решения»', async () => {
    signIn(roleUser('applicationsForeign').userID)
    const rows = (await http.get('/StudentApplication/List')) as { data: { kindName: string; mine: boolean }[] }
    expect(rows.data.length).toBeGreaterThan(0)
    expect(new Set(rows.data.map((r) => r.kindName))).toEqual(
      new Set(['Заявление на продление регистрации иностранного гражданина']),
    )
    expect(rows.data.some((r) => r.mine)).toBe(true)
    // those waiting for this user's decision come first
    const firstOther = rows.data.findIndex((r) => !r.mine)
    expect(rows.data[0].mine).toBe(true)
    if (firstOther > 0) expect(rows.data.slice(firstOther).every((r) => !r.mine)).toBe(true)
  })
})
