import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { updateRecord } from '@/mocks/lib/store'
import { makeSteps } from '@/mocks/seed/nir.seed'
import { NIR_STATUS } from '@/lib/constants/nir'

const AUTHOR = 2
const EXPERT = 4 // Лебедев Павел Андреевич
const EXPERT2 = 5
const ADMIN = 7
async function recommend(workID: unknown, userID: number | null) {
  const res = await fetch('http://localhost/api/Publication/Set/recomendToPub', {
    method: 'POST',
    headers: {
      ...(userID ? { Authorization: `Bearer ${issueToken(userID)}` } : {}),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ workID, branchID: 1 }),
  })
  return { status: res.status, body: (await res.json()) as { state: number; msg?: string } }
}
const work = (status: number) => db.nirWork.getAll().find((w) => !w.isDelete && w.status === status && !w.recommended)!

describe('recomendToPub: an accepted work recommended to publication', () => {
  it('the expert who confirmed it recommends it once; the work then says who did', async () => {
    const w = work(NIR_STATUS.accepted)
    const saved = { steps: w.steps }
    updateRecord('nirWork', 'workID', w.workID, {
      steps: JSON.stringify(makeSteps('confirmed', 'confirmed', 'confirmed', 'Лебедев Павел Андреевич')),
    })
    expect((await recommend(w.workID, EXPERT2)).status).toBe(403)
    expect((await recommend(w.workID, AUTHOR)).status).toBe(403)
    expect((await recommend(w.workID, EXPERT)).status).toBe(200)
    const stored = db.nirWork.findFirst({ where: { workID: { equals: w.workID } } })!
    expect(stored.recommended).toMatch(/^Лебедев Павел Андреевич, \d{4}-\d{2}-\d{2}$/)
    const again = await recommend(w.workID, ADMIN)
    expect(again.status).toBe(400)
    expect(again.body.msg).toContain('Работа уже рекомендована к публикации')
    updateRecord('nirWork', 'workID', w.workID, { ...saved, recommended: '' })
  })

  it('a work not accepted is refused (400), a missing one is 404, without a token 401', async () => {
    const checking = await recommend(work(NIR_STATUS.checking).workID, ADMIN)
    expect(checking.status).toBe(400)
    expect(checking.body.msg).toBe('Рекомендовать к публикации можно только принятую работу')
    expect((await recommend(999999, ADMIN)).status).toBe(404)
    expect((await recommend(work(NIR_STATUS.accepted).workID, null)).status).toBe(401)
  })
})
