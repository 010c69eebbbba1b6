import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/db'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the demo database', () => {
  it('mirrors no write through @mswjs/data’s BroadcastChannel (other tabs, other worker threads)', () => {
    expect(typeof BroadcastChannel, 'this environment has the channel the mirror would use').toBe('function')
    const posted: string[] = []
    vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation(function (this: BroadcastChannel) {
      posted.push(this.name)
    })
    const userID = 990_001
    db.user.create({ userID, login: 'mirror-probe', shortFIO: 'Проба З.' })
    db.user.update({ where: { userID: { equals: userID } }, data: { shortFIO: 'Проба И.' } })
    db.user.delete({ where: { userID: { equals: userID } } })
    expect(posted).not.toContain('mswjs/data/sync')
  })
})
