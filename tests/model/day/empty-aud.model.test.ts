import { describe, expect, it } from 'vitest'
import { emptyAudMachine } from '@/machines/day/empty-aud.machine'
import type { EmptyAud } from '@/api/day'
import { ApiError } from '@/api/errors'
import { emptyAudTexts as t } from '@/texts/ru/day'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const values = { date: '2026-11-18', pair: 1, building: 2, capacity: 60 }
const found: EmptyAud = {
  date: '2026-11-18',
  pair: 1,
  rooms: [{ id: 11, name: '2-205', building: 2, capacity: 60 }],
  busy: 6,
}

/**
 * Free rooms: the room list gives the buildings (a failure leaves only «all buildings»); a search
 * shows the server's rooms or its refusal, and a new search clears the refusal.
 */
const o: ReplayOptions<typeof emptyAudMachine> = {
  machine: emptyAudMachine,
  input: { year: 2026 },
  events: (s) => (s.matches({ search: 'idle' }) ? [{ type: 'rooms.search', values }] : []),
  outcomes: {
    loadRooms: { outputs: [['3-301', '1-101', '2-205', '1-103']], error: new ApiError('network', 0, null) },
    searchRooms: { outputs: [found], error: new ApiError('badRequest', 400, t.server.badBuilding) },
  },
  assertStep: (event, before, after) => {
    switch (event.type) {
      case 'xstate.done.actor.loadRooms':
        expect(after.context.buildings).toEqual([1, 2, 3])
        break
      case 'xstate.error.actor.loadRooms':
        expect(after.matches({ rooms: 'ready' })).toBe(true)
        expect(after.context.buildings).toEqual([])
        break
      case 'rooms.search':
        expect(after.matches({ search: 'searching' })).toBe(true)
        expect(after.context.failure).toBeNull()
        break
      case 'xstate.done.actor.searchRooms':
        expect(after.matches({ search: 'idle' })).toBe(true)
        expect(after.context.result).toEqual(found)
        break
      case 'xstate.error.actor.searchRooms':
        expect(after.context.result).toBeNull()
        expect(after.context.failure).toBe('badRequest')
        expect(after.context.serverMessage).toBe(t.server.badBuilding)
        break
    }
    expect(after.context.year).toBe(before.context.year)
  },
}

describe('free rooms (model)', () => {
  const paths = modelPaths(o)
  it('has paths', () => expect(paths.length).toBeGreaterThan(1))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(o, path)
  })
})
