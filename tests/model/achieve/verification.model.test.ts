import { describe, expect, it } from 'vitest'
import type { PortfolioWork } from '@/api/achieve'
import { ApiError } from '@/api/errors'
import { verificationMachine } from '@/machines/achieve/verification.machine'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const work = (id: number, status: PortfolioWork['status'] = 'pending'): PortfolioWork => ({
  id,
  userID: 1,
  userName: 'Соколова Анна Игоревна',
  typeID: 1,
  typeName: 'Предметная олимпиада',
  categoryID: 1,
  categoryName: 'Олимпиады',
  title: `Олимпиада ${id}`,
  level: 'national',
  result: 'winner',
  date: '2026-10-01',
  status,
  remark: status === 'returned' ? 'Нет диплома' : '',
  points: 22,
  files: [],
})

type Options = ReplayOptions<typeof verificationMachine>

/**
 * The verifiers' queue: confirm or return (with a remark) a work that is in the queue; a decided work
 * leaves the queue; a refusal reloads the queue and keeps the error; a work not in the queue is ignored.
 */
const options: Options = {
  machine: verificationMachine,
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('ready')) {
      const first = s.context.works[0]
      if (first) {
        events.push({ type: 'work.confirm', id: first.id })
        events.push({ type: 'work.return', id: first.id, remark: 'Приложите диплом' })
      }
      events.push({ type: 'work.confirm', id: 999 })
      events.push({ type: 'list.refresh' })
    }
    if (s.matches('loadFailed')) events.push({ type: 'list.refresh' })
    return events as never
  },
  outcomes: {
    loadPending: { outputs: [[work(1), work(2)]], error: new ApiError('server', 500, null) },
    decideWork: {
      outputs: [work(1, 'confirmed'), work(1, 'returned')],
      errors: [new ApiError('badRequest', 400, 'Достижение уже проверено'), new ApiError('forbidden', 403, null)],
    },
  },
  assertStep: (event, before, after) => {
    if (event.type === 'work.confirm' || event.type === 'work.return') {
      const inQueue = before.context.works.some((w) => w.id === (event as unknown as { id: number }).id)
      // only a work in the queue is decided, and a decision clears the last result
      expect(after.matches('deciding')).toBe(inQueue)
      if (inQueue) expect(after.context.done).toBeNull()
    }
    if (event.type === 'xstate.done.actor.decideWork') {
      const out = event.output as PortfolioWork
      expect(after.context.works.map((w) => w.id)).not.toContain(out.id)
      expect(after.context.works).toHaveLength(before.context.works.length - 1)
      expect(after.context.done).toEqual({ id: out.id, decision: out.status === 'confirmed' ? 'confirm' : 'return' })
    }
    if (event.type === 'xstate.error.actor.decideWork') {
      const error = event.error as ApiError
      expect(after.matches('loading')).toBe(true)
      expect(after.context.error).toEqual(
        error.code === 'forbidden'
          ? { code: 'forbidden', message: null }
          : { code: 'badRequest', message: 'Достижение уже проверено' },
      )
    }
    if (event.type === 'xstate.error.actor.loadPending') expect(after.matches('loadFailed')).toBe(true)
    if (event.type === 'list.refresh') expect(after.context.error).toBeNull()
  },
  journeys: {
    'verifier confirms the first work': [
      'xstate.done.actor.loadPending',
      'work.confirm',
      'xstate.done.actor.decideWork',
    ],
  },
}

const paths = modelPaths(options)

describe('portfolio verification machine — generated paths', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    for (const state of ['loading', 'ready', 'deciding', 'loadFailed']) expect(reached).toContain(JSON.stringify(state))
  })
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(options, path)
  })
})
