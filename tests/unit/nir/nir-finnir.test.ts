import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  claimFormSchema,
  decideClaim,
  getAuthorClaims,
  getClaim,
  getRegister,
  getUniClaims,
  submitClaim,
  type ClaimValues,
} from '@/api/nir-finnir'
import { db } from '@/mocks/db'
import { FINNIR_STATUS } from '@/lib/constants/nir'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { failure, signIn } from '../api-test-helpers'

const AUTHOR = 2
const ADMIN = 7
const TEACHER = 8
const values: ClaimValues = {
  title: 'Цифровой двойник участка сборки',
  leader: 'Кузнецов Дмитрий Сергеевич',
  summary: 'Цель: модель участка. Задачи: сбор данных, модель, проверка.',
  amount: 2_000_000,
  term: 18,
  files: [new File(['%PDF-1.4'], 'smeta.pdf', { type: 'application/pdf' })],
}

describe('FinNir: the claim form’s schema', () => {
  it('requires visible text, a sum above 0 and a term of 1–36 months, PDF or DOCX files', () => {
    const issues = (input: unknown) => {
      const r = v.safeParse(claimFormSchema, input)
      return r.success ? [] : r.issues.map((i) => i.message)
    }
    expect(issues(values)).toEqual([])
    expect(issues({ ...values, title: ' \u200b ' })).toEqual([t.required.title])
    expect(issues({ ...values, amount: null })).toEqual([t.required.amount])
    expect(issues({ ...values, amount: 0 })).toHaveLength(1)
    expect(issues({ ...values, term: 37 })).toEqual([t.termRange(36)])
    expect(issues({ ...values, files: [new File(['x'], 'a.exe')] })).toEqual([t.badFile])
  })
})

describe('FinNir: file, return, correct, resubmit (mock)', () => {
  it('the author files a claim; the office returns it with a remark; the author corrects and files it again', async () => {
    signIn(AUTHOR)
    const filed = await submitClaim(null, values)
    expect(filed).toMatchObject({ status: FINNIR_STATUS.review, allowEdit: false })
    expect(filed.files).toHaveLength(1)
    const lookup = db.workLookup.findFirst({ where: { workID: { equals: filed.workID } } })!
    expect(lookup).toMatchObject({ workName: 'Заявка НИОКТР', status: FINNIR_STATUS.review })
    expect((await getAuthorClaims()).map((c) => c.workID)).toContain(filed.workID)
    // not the office: 403; another teacher cannot read it
    expect((await failure(getUniClaims())).status).toBe(403)
    signIn(TEACHER)
    expect((await failure(getClaim(filed.workID))).status).toBe(403)

    signIn(ADMIN)
    expect((await getUniClaims()).map((c) => c.workID)).toContain(filed.workID)
    const blank = await failure(decideClaim({ workID: filed.workID, accept: false, remark: '   ' }))
    expect(blank.status).toBe(400)
    expect(blank.serverMessage).toBe(t.remarkRequired)
    const returned = await decideClaim({ workID: filed.workID, accept: false, remark: 'Уточните смету' })
    expect(returned.status).toBe(FINNIR_STATUS.editing)
    expect((await getUniClaims()).map((c) => c.workID)).not.toContain(filed.workID)

    signIn(AUTHOR)
    const mine = await getClaim(filed.workID)
    expect(mine).toMatchObject({ allowEdit: true, remarks: [{ text: 'Уточните смету' }] })
    expect(db.workLookup.findFirst({ where: { workID: { equals: filed.workID } } })!.status).toBe(23)
    const corrected = await submitClaim(filed.workID, { ...values, amount: 1_800_000, files: [] })
    expect(corrected).toMatchObject({ status: FINNIR_STATUS.review, amount: 1_800_000 })
    expect(corrected.files).toEqual(filed.files)
    // on review it cannot be changed again
    expect((await failure(submitClaim(filed.workID, values))).status).toBe(400)

    signIn(ADMIN)
    const accepted = await decideClaim({ workID: filed.workID, accept: true })
    expect(accepted.status).toBe(FINNIR_STATUS.accepted)
    expect((await failure(decideClaim({ workID: filed.workID, accept: true }))).status).toBe(400)
    // every change of status is in its history, with who made it
    expect(accepted.history.map((h) => [h.status, h.fio])).toEqual([
      [24, 'Кузнецов Дмитрий Сергеевич'],
      [23, 'Орлов Игорь Владимирович'],
      [24, 'Кузнецов Дмитрий Сергеевич'],
      [25, 'Орлов Игорь Владимирович'],
    ])
    // the register now lists it beside the seeded accepted claims, with the author's department
    const register = await getRegister()
    expect(register.every((c) => c.status === FINNIR_STATUS.accepted)).toBe(true)
    expect(register.find((c) => c.workID === filed.workID)).toMatchObject({ amount: 1_800_000 })
    expect(register.find((c) => c.workID === filed.workID)?.department).toBe(
      db.user.findFirst({ where: { userID: { equals: AUTHOR } } })!.department,
    )
  })

  it('only its author corrects a claim; the seeded claim 101 is in editing with its remark', async () => {
    signIn(TEACHER)
    expect((await failure(submitClaim(101, values))).status).toBe(403)
    signIn(AUTHOR)
    const seeded = await getClaim(101)
    expect(seeded).toMatchObject({ status: 23, allowEdit: true })
    expect(seeded.remarks).toHaveLength(1)
    expect(seeded.history.map((h) => h.status)).toEqual([24, 23])
  })

  it('the register is the office’s: 401 without a token, 403 for an author, accepted claims for the office', async () => {
    document.cookie = 'authToken=; Max-Age=0; path=/'
    expect((await failure(getRegister())).status).toBe(401)
    signIn(AUTHOR)
    expect((await failure(getRegister())).status).toBe(403)
    signIn(ADMIN)
    const register = await getRegister()
    expect(register.map((c) => c.workID)).toEqual([130, 131, 132, 133])
    expect(new Set(register.map((c) => c.department)).size).toBe(4)
  })
})
