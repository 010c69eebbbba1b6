import { describe, expect, it } from 'vitest'
import { finNirListMachine } from '@/machines/nir/finnir-list.machine'
import * as sel from '@/machines/nir/finnir-list.selectors'
import type { Claim } from '@/api/nir-finnir'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from the office's claims (/FinNir/UNICab): it loads the claims on review (or fails and
 * retries); «Принять» decides at once, «Вернуть на доработку» opens the remark form (cancel or send); a
 * decided claim leaves the list and is announced once; a refused return keeps the form open.
 */
const claim = (workID: number, status = 24) => ({ workID, title: `Заявка ${workID}`, status }) as Claim
const claims = [claim(120), claim(121)]

const options: ReplayOptions<typeof finNirListMachine> = {
  machine: finNirListMachine,
  input: { office: true },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('failed')) events.push({ type: 'load.retry' })
    if (s.matches({ ready: 'idle' }) && s.context.done === null)
      events.push({ type: 'claim.accept', workID: 120 }, { type: 'return.open', workID: 121 })
    if (s.matches({ ready: 'returning' }))
      events.push({ type: 'return.cancel' }, { type: 'return.submit', remark: 'Уточните смету' })
    return events as never
  },
  outcomes: {
    loadClaims: { outputs: [claims], error: new Error('offline') },
    decideClaim: { outputs: [claim(120, 25)], error: new Error('refused') },
  },
  assertState: (s) => {
    expect(sel.selectLoading(s)).toBe(s.matches('loading'))
    expect(sel.selectFailed(s)).toBe(s.matches('failed'))
    expect(sel.selectBusy(s)).toBe(s.matches({ ready: 'deciding' }))
    if (s.matches({ ready: 'returning' })) expect(sel.selectReturnClaim(s)?.workID).toBe(121)
  },
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.loadClaims') expect(sel.selectClaims(after)).toBe(claims)
    if (event.type === 'return.open') expect(sel.selectReturning(after)).toBe(121)
    if (event.type === 'return.cancel') expect(sel.selectReturning(after)).toBeNull()
    if (event.type === 'xstate.done.actor.decideClaim') {
      expect(sel.selectClaims(after).map((c) => c.workID)).not.toContain(120)
      expect(sel.selectDone(after)?.seq).toBe((before.context.done?.seq ?? 0) + 1)
      expect(sel.selectReturning(after)).toBeNull()
    }
    if (event.type === 'xstate.error.actor.decideClaim') {
      expect(sel.selectError(after)?.code).toBe('failed')
      expect(after.matches({ ready: before.context.returning !== null ? 'returning' : 'idle' })).toBe(true)
    }
  },
}

const paths = modelPaths(options)

describe('claims on review — generated paths', () => {
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(options, path)
  })
})
