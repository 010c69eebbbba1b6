import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, type EventObject } from 'xstate'
import { realtimeConnectionMachine } from '@/machines/realtime/realtime-connection.machine'
import { selectRealtimeStatus } from '@/machines/realtime/realtime-connection.selectors'
import { modelPaths, recordReplayed, recordState, recordStep } from '../replay'

/**
 * Paths generated from the realtime connection machine (spec 1 §4): the stream opens or is lost;
 * a loss before opening waits RETRY_FAILED_START (60 s), a loss after opening RETRY_CLOSED (10 s).
 * The stream is a callback actor (the replay helper drives promise actors), so each path is replayed
 * here with a fake stream that reports what the model's event says; assertions tie every step to the
 * policy and check the invoked stream is restarted exactly when the machine goes online again.
 */
const options = {
  machine: realtimeConnectionMachine,
  input: { disabled: false },
  events: (s: { matches(v: unknown): boolean; context: { attempts: number } }) => {
    const e: EventObject[] = []
    if (s.context.attempts > 2) return e
    if (s.matches({ online: 'connecting' })) e.push({ type: 'realtime.opened' }, { type: 'realtime.lost' })
    if (s.matches({ online: 'connected' })) e.push({ type: 'realtime.lost' })
    return e
  },
  outcomes: {},
}

const paths = modelPaths(options as never)

describe('realtime connection — generated paths', () => {
  it('reaches both retry waits and reconnects from each', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    for (const v of ['"retryAfterFailedStart"', '"retryAfterClose"', '{"online":"connected"}'])
      expect(values.has(v), v).toBe(true)
  })

  it.each(
    paths.map(
      (p) =>
        [p.steps.map((s) => s.event.type.replace(/^xstate\.after\.([^.]+)\..*/, 'after:$1')).join(' → '), p] as const,
    ),
  )('%s', (_n, path) => {
    let starts = 0
    let sendBack: ((e: EventObject) => void) | null = null
    const actor = createActor(
      realtimeConnectionMachine.provide({
        actors: {
          connection: fromCallback(({ sendBack: sb }) => {
            starts++
            sendBack = sb
            return () => {}
          }),
        },
      }),
      { input: { disabled: false } },
    )
    actor.start()
    recordState(path, actor.getSnapshot())
    for (const step of path.steps) {
      const before = actor.getSnapshot()
      const startsBefore = starts
      const type = step.event.type
      if (type === 'xstate.init') continue
      recordStep(path, before, step.event)
      if (type.startsWith('xstate.after.')) actor.send(step.event as never)
      else sendBack!(step.event)
      const after = actor.getSnapshot()
      expect(after.value).toEqual(step.state.value)
      recordState(path, after)
      if (type === 'realtime.lost') {
        expect(after.value).toBe(before.matches({ online: 'connected' }) ? 'retryAfterClose' : 'retryAfterFailedStart')
        expect(selectRealtimeStatus(after)).toBe('reconnecting')
      }
      if (type === 'realtime.opened') expect(selectRealtimeStatus(after)).toBe('connected')
      if (type.startsWith('xstate.after.RETRY_FAILED_START')) expect(before.matches('retryAfterFailedStart')).toBe(true)
      if (type.startsWith('xstate.after.RETRY_CLOSED')) expect(before.matches('retryAfterClose')).toBe(true)
      if (type.startsWith('xstate.after.')) {
        expect(starts).toBe(startsBefore + 1)
        expect(selectRealtimeStatus(after)).toBe('reconnecting')
      } else expect(starts).toBe(startsBefore)
    }
    actor.stop()
    recordReplayed(path)
  })
})
