import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { giaTexts as t } from '@/texts/ru/gia'

const SECRETARY = 10
const SECRETARY2 = 27
const CHAIRMAN = 11
const api = (path: string) => `http://localhost/api/GIA/GiaReport/${path}`
const headers = (userID: number) => ({
  Authorization: `Bearer ${issueToken(userID)}`,
  'Content-Type': 'application/json',
})
const stored = (id: number) =>
  JSON.parse(db.giaReport.findFirst({ where: { reportID: { equals: id } } })!.json) as Record<string, unknown>

async function load(id: number, userID: number) {
  const res = await fetch(`${api('GiaReportController')}?protocolID=${id}`, { headers: headers(userID) })
  return {
    status: res.status,
    body: (await res.json()) as { data: { allowConfirm: boolean; protocol: Record<string, unknown> }; msg?: string },
  }
}
async function save(body: Record<string, unknown>, userID: number) {
  const res = await fetch(api('GiaReportController'), {
    method: 'POST',
    headers: headers(userID),
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    body: (await res.json()) as { msg?: string; data?: { saveProtocol: { reportID: number } } },
  }
}
const confirm = (protocolID: number) =>
  fetch(api('AllStudentByReports'), {
    method: 'POST',
    headers: headers(CHAIRMAN),
    body: JSON.stringify([{ protocolID, greatJob: 0 }]),
  })

describe('GEK report mock: who may change a report (issue 13 item 4)', () => {
  it('the secretary saves their own unconfirmed report', async () => {
    const { body: loaded } = await load(1, SECRETARY)
    const answer = await save({ ...loaded.data.protocol, demonstrationPart: 'Видео' }, SECRETARY)
    expect(answer.status).toBe(200)
    expect(stored(1).demonstrationPart).toBe('Видео')
  })

  it('after the chairman confirms, the secretary’s save is refused with 403 and a message, and nothing changes', async () => {
    const { body: loaded } = await load(1, SECRETARY)
    expect((await confirm(1)).status).toBe(200)
    const answer = await save({ ...loaded.data.protocol, demonstrationPart: 'Видео', veryfied: false }, SECRETARY)
    expect(answer.status).toBe(403)
    expect(answer.body.msg).toBe(t.server.confirmed)
    expect(stored(1).demonstrationPart).toBe('Презентация')
    expect(stored(1).veryfied).toBe(true)
    expect(db.giaReport.findFirst({ where: { reportID: { equals: 1 } } })!.veryfied).toBe(true)
  })

  it('a secretary cannot change another secretary’s report (403) and cannot open it (404)', async () => {
    const { body: loaded } = await load(1, SECRETARY)
    const answer = await save({ ...loaded.data.protocol, demonstrationPart: 'Чужое' }, SECRETARY2)
    expect(answer.status).toBe(403)
    expect(answer.body.msg).toBe(t.server.notYours)
    expect(stored(1).demonstrationPart).toBe('Презентация')
    expect((await load(1, SECRETARY2)).status).toBe(404)
  })

  it('the second secretary has a report of their own, which they may change', async () => {
    const own = await load(2, SECRETARY2)
    expect(own.status).toBe(200)
    expect(own.body.data.allowConfirm).toBe(false)
    expect((await save({ ...own.body.data.protocol, demonstrationPart: 'Стенд' }, SECRETARY2)).status).toBe(200)
    expect(stored(2).demonstrationPart).toBe('Стенд')
    expect((await save({ ...own.body.data.protocol, demonstrationPart: 'Чужое' }, SECRETARY)).status).toBe(403)
  })

  it('a body of the wrong shape is refused with 400', async () => {
    expect((await save({ reportID: 'один', orders: 'нет' }, SECRETARY)).status).toBe(400)
  })
})
