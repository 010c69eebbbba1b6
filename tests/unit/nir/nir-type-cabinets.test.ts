import { describe, expect, it } from 'vitest'
import { getListWorks, getWork, publicationConfirm } from '@/api/nir'
import { db } from '@/mocks/db'
import { NIR_ACT, NIR_STATUS, NIR_TYPE_CABINETS } from '@/lib/constants/nir'
import { failure, signIn } from '../api-test-helpers'

const ADMIN = 7
const AUTHOR = 2
const typeName = (typeID: number) => db.refPubType.findFirst({ where: { id: { equals: typeID } } })?.name ?? ''
/** What a type cabinet should list, computed from the store: accepted works of its kinds, act not done. */
function expectedQueue(slug: string) {
  const cabinet = NIR_TYPE_CABINETS.find((c) => c.slug === slug)!
  return db.nirWork
    .getAll()
    .filter(
      (w) =>
        !w.isDelete &&
        w.status === NIR_STATUS.accepted &&
        w.statusAct === NIR_ACT.none &&
        (cabinet.types as readonly string[]).includes(typeName(w.typeID)),
    )
    .map((w) => w.workID)
    .sort((a, b) => a - b)
}
const stored = (workID: number) => db.nirWork.findFirst({ where: { workID: { equals: workID } } })!

describe('NIR mock: the other science cabinets (spec 1 §6)', () => {
  it('each type cabinet lists the accepted works of its kinds whose act is not done', async () => {
    signIn(ADMIN)
    for (const c of NIR_TYPE_CABINETS) {
      const works = await getListWorks(c.slug)
      expect(works.map((w) => w.workID)).toEqual(expectedQueue(c.slug))
    }
    expect(expectedQueue('indexing').length).toBeGreaterThan(0)
    expect(expectedQueue('mic').length).toBeGreaterThan(0)
  })

  it('the citation cabinet reads СitationKab/Get/ListWorks (articles and monographs)', async () => {
    signIn(ADMIN)
    const works = await getListWorks('citation')
    expect(works.length).toBeGreaterThan(0)
    expect(new Set(works.map((w) => w.typeName))).toEqual(new Set(['Статья', 'Монография']))
  })

  it('without the cabinet role (or the admin’s) the list and the decision answer 403', async () => {
    signIn(AUTHOR)
    expect((await failure(getListWorks('indexing'))).status).toBe(403)
    const workID = expectedQueue('mic')[0]
    expect((await failure(publicationConfirm({ workID, role: 'mic', confirm: true }))).status).toBe(403)
  })

  it('confirming the act takes the work off the queue; returning sends it back with the remark', async () => {
    signIn(ADMIN)
    const [first, second] = expectedQueue('indexing')
    await publicationConfirm({ workID: first, role: 'indexing', confirm: true })
    expect(stored(first).statusAct).toBe(NIR_ACT.confirmed)
    expect(stored(first).status).toBe(NIR_STATUS.accepted)
    expect((await getListWorks('indexing')).map((w) => w.workID)).not.toContain(first)
    // a decided work is no longer this cabinet's
    expect((await failure(publicationConfirm({ workID: first, role: 'indexing', confirm: true }))).status).toBe(400)
    // a return needs a visible remark
    const empty = await failure(publicationConfirm({ workID: second, role: 'indexing', confirm: false, remark: ' ' }))
    expect(empty.status).toBe(400)
    await publicationConfirm({ workID: second, role: 'indexing', confirm: false, remark: 'Укажите квартиль журнала' })
    expect(stored(second).status).toBe(NIR_STATUS.returned)
    signIn(stored(second).idUser)
    const answer = await getWork(second)
    expect(answer.remarks[0]).toMatchObject({ step: 'indexing', text: 'Укажите квартиль журнала' })
  })
})
