import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { NIR_STATUS } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'

const AUTHOR = 2
const EXPORT = 3
const EXPERT = 4
const LIBRARY = 6
const STUDENT = 1
const url = (path: string) => `http://localhost/api/Publication/${path}`
const headers = (userID: number | null) => ({
  ...(userID ? { Authorization: `Bearer ${issueToken(userID)}` } : {}),
  'Content-Type': 'application/json',
})
async function call(method: string, path: string, userID: number | null, body?: unknown) {
  const res = await fetch(url(path), {
    method,
    headers: headers(userID),
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as { state: number; msg?: string; data: never } }
}
const storedWork = (workID: number) => db.nirWork.findFirst({ where: { workID: { equals: workID } } })!

async function newArticle(userID = AUTHOR, extra: Record<string, unknown> = {}) {
  const view = await call('GET', 'Get/WorkView?typeID=1&podTip=1&branchID=1', userID)
  const fields = (view.body.data as { fields: { key: string; kind: string; required: boolean }[] }).fields
  const body: Record<string, unknown> = { workID: null, typeID: 1, underTypeID: 1, coAuthors: [] }
  for (const f of fields)
    if (f.required) body[f.key] = f.kind === 'number' ? 2025 : f.kind === 'select' ? 1 : `Значение ${f.key}`
  return call('POST', 'pushPublication', userID, { ...body, ...extra })
}

describe('NIR mock: the view definition', () => {
  it('answers 401 without a token and 400 for a non-numeric type', async () => {
    expect((await call('GET', 'Get/WorkView?typeID=1&podTip=&branchID=1', null)).status).toBe(401)
    const bad = await call('GET', 'Get/WorkView?typeID=x&podTip=&branchID=1', AUTHOR)
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toMatch(/typeID/)
  })
  it('changing the sub-type changes the fields', async () => {
    const keys = async (podTip: number) =>
      (
        (await call('GET', `Get/WorkView?typeID=1&podTip=${podTip}&branchID=1`, AUTHOR)).body.data as {
          fields: { key: string }[]
        }
      ).fields.map((f) => f.key)
    const journal = await keys(1)
    const collection = await keys(2)
    expect(collection).toContain('compilation')
    expect(journal).not.toContain('compilation')
  })
})

describe('NIR mock: saving and deleting a work', () => {
  it('a teacher pushes a new work; it is stored and opens with its co-author', async () => {
    const teacher = db.user.findFirst({ where: { userID: { equals: 1001 } } })!
    const res = await newArticle(AUTHOR, { coAuthors: [{ id: 1001, fio: 'X', structure: '', influence: 30 }] })
    expect(res.status).toBe(200)
    const workID = (res.body.data as { workID: number }).workID
    expect(storedWork(workID).status).toBe(NIR_STATUS.checking)
    const opened = await call('GET', `Get/Work?workID=${workID}`, AUTHOR)
    const data = opened.body.data as {
      allowEdit: boolean
      authors: { main: { influence: number }; prepods: { id: number }[] }
    }
    expect(data.allowEdit).toBe(true)
    expect(data.authors.main.influence).toBe(70)
    expect(data.authors.prepods.map((p) => p.id)).toEqual([teacher.userID])
    expect(db.workLookup.findFirst({ where: { workID: { equals: workID } } })?.category).toBe('НИД')
  })
  it('refuses with 400 and the form’s own message: missing name, influence error', async () => {
    const noName = await newArticle(AUTHOR, { name: '  ' })
    expect(noName.status).toBe(400)
    expect(noName.body.msg).toBe(t.required('Название работы'))
    const shares = await newArticle(AUTHOR, {
      coAuthors: [
        { id: 1001, fio: 'A', structure: '', influence: 60 },
        { id: 1002, fio: 'B', structure: '', influence: 40 },
      ],
    })
    expect(shares.status).toBe(400)
    expect(shares.body.msg).toBe(t.influenceError)
  })
  it('a student may not add works (403); another user may not change or delete the author’s work (403)', async () => {
    expect((await newArticle(STUDENT)).status).toBe(403)
    const own = db.nirWork.findFirst({ where: { idUser: { equals: AUTHOR }, status: { equals: NIR_STATUS.draft } } })!
    const other = await call('POST', 'repushPublication', 1001, { workID: own.workID, typeID: own.typeID, name: 'x' })
    expect(other.status).toBe(403)
    expect((await call('POST', 'Set/deletePublication', 1001, { workID: own.workID })).status).toBe(403)
    const del = await call('POST', 'Set/deletePublication', AUTHOR, { workID: own.workID })
    expect(del.status).toBe(200)
    expect((await call('GET', `Get/Work?workID=${own.workID}`, AUTHOR)).status).toBe(404)
  })
})

describe('NIR mock: verification cabinets', () => {
  it('export, expert and library confirm in turn; a return needs a remark and the author sees it', async () => {
    const workID = ((await newArticle()).body.data as { workID: number }).workID
    const queue = async (role: string, userID: number) =>
      (
        (await call('GET', `Get/ListWorks?role=${role}`, userID)).body.data as { listWorks: { workID: number }[] }
      ).listWorks.map((w) => w.workID)
    expect(await queue('exportControl', EXPORT)).toContain(workID)
    expect(await queue('expert', EXPERT)).not.toContain(workID)
    expect((await call('GET', 'Get/ListWorks?role=exportControl', AUTHOR)).status).toBe(403)
    const ok = await call('POST', 'set/publicationConfirm', EXPORT, { workID, role: 'exportControl', confirm: true })
    expect(ok.body.state).toBe(1)
    expect(await queue('expert', EXPERT)).toContain(workID)
    const noRemark = await call('POST', 'set/publicationConfirm', EXPERT, {
      workID,
      role: 'expert',
      confirm: false,
      remark: ' ',
    })
    expect(noRemark.status).toBe(400)
    expect(noRemark.body.msg).toBe(t.remarkRequired)
    await call('POST', 'set/publicationConfirm', EXPERT, {
      workID,
      role: 'expert',
      confirm: false,
      remark: 'Уточните DOI',
    })
    expect(storedWork(workID).status).toBe(NIR_STATUS.returned)
    const mine = (await call('GET', 'Get/ListWorks?role=author', AUTHOR)).body.data as {
      listWorks: { workID: number; statusName: string; lastRemark: string }[]
    }
    const row = mine.listWorks.find((w) => w.workID === workID)!
    expect(row.statusName).toBe('На доработке')
    expect(row.lastRemark).toBe('Уточните DOI')
    expect(await queue('library', LIBRARY)).not.toContain(workID)
  })
})

describe('NIR mock: student and other authors', () => {
  it('finds students by name with group, grade book and birthday; empty text finds no one', async () => {
    const student = db.user.findFirst({ where: { userID: { equals: STUDENT } } })!
    const found = await call('GET', `Get/Find/Students?fio=${encodeURIComponent(student.last_name)}`, AUTHOR)
    const rows = found.body.data as { ID: number; structure: string; zachBook: string; birthday: string }[]
    const row = rows.find((r) => r.ID === STUDENT)!
    expect(row.structure).toBe(student.groupName)
    expect(row.zachBook).toMatch(/^\d+$/)
    expect(row.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await call('GET', 'Get/Find/Students?fio=', AUTHOR)).body.data).toEqual([])
    expect((await call('GET', 'Get/Find/Students?fio=x', null)).status).toBe(401)
  })
  it('stores a teacher, a student and an outside author; the main author keeps 100 minus their shares', async () => {
    const coAuthors = [
      { kind: 'prepod', id: 1001, fio: 'Преподаватель', influence: 30 },
      { kind: 'student', id: STUDENT, fio: 'Студент', zachBook: '2100001', birthday: '2004-01-02', influence: 20 },
      { kind: 'other', id: null, fio: 'Smith John', fioEng: 'Smith J.', influence: 10 },
    ]
    const res = await newArticle(AUTHOR, { coAuthors })
    expect(res.status).toBe(200)
    const workID = (res.body.data as { workID: number }).workID
    const data = (await call('GET', `Get/Work?workID=${workID}`, AUTHOR)).body.data as {
      authors: { main: { influence: number }; prepods: { kind: string; fio: string }[] }
    }
    expect(data.authors.main.influence).toBe(40)
    expect(data.authors.prepods.map((a) => a.kind)).toEqual(['prepod', 'student', 'other'])
    expect(data.authors.prepods[2].fio).toBe('Smith John')
  })
  it('refuses a teacher id given as a student, a nameless outside author and shares leaving the main author 0', async () => {
    const asStudent = await newArticle(AUTHOR, {
      coAuthors: [{ kind: 'student', id: 1001, fio: 'Не студент', influence: 10 }],
    })
    expect(asStudent.status).toBe(400)
    expect(asStudent.body.msg).toBe('Соавтор «Не студент» не найден')
    const nameless = await newArticle(AUTHOR, { coAuthors: [{ kind: 'other', id: null, fio: ' ', influence: 10 }] })
    expect(nameless.status).toBe(400)
    expect(nameless.body.msg).toBe(t.authorFioRequired)
    const tooMuch = await newArticle(AUTHOR, {
      coAuthors: [
        { kind: 'student', id: STUDENT, fio: 'Студент', influence: 60 },
        { kind: 'other', id: null, fio: 'Smith J.', influence: 40 },
      ],
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.msg).toBe(t.influenceError)
  })
})
