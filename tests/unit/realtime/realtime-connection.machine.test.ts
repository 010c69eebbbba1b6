import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type EventObject } from 'xstate'
import { realtimeConnectionMachine } from '@/machines/realtime/realtime-connection.machine'
import { selectRealtimeStatus } from '@/machines/realtime/realtime-connection.selectors'
import { REALTIME_RETRY_CLOSED_MS, REALTIME_RETRY_FAILED_START_MS } from '@/lib/constants/app'

/** A fake stream: each start is recorded; the test opens or drops the current one. */
function setup(disabled = false) {
  const starts: { sendBack: (e: EventObject) => void; closed: boolean }[] = []
  const machine = realtimeConnectionMachine.provide({
    actors: {
      connection: fromCallback(({ sendBack }) => {
        const entry = { sendBack, closed: false }
        starts.push(entry)
        return () => {
          entry.closed = true
        }
      }),
    },
  })
  const actor = createActor(machine, { input: { disabled } })
  actor.start()
  const current = () => starts[starts.length - 1]
  return { actor, starts, current, status: () => selectRealtimeStatus(actor.getSnapshot()) }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('realtime connection', () => {
  it("'disableSignalR' = 'true' keeps it off: no stream is opened", () => {
    const r = setup(true)
    expect(r.status()).toBe('off')
    expect(r.starts).toHaveLength(0)
  })

  it('connects; opening does not restart the stream', () => {
    const r = setup()
    expect(r.status()).toBe('connecting')
    r.current().sendBack({ type: 'realtime.opened' })
    expect(r.status()).toBe('connected')
    expect(r.starts).toHaveLength(1)
    expect(r.current().closed).toBe(false)
  })

  it('a failed first start retries every 60 s', async () => {
    const r = setup()
    r.current().sendBack({ type: 'realtime.lost' })
    expect(r.status()).toBe('reconnecting')
    expect(r.starts[0].closed).toBe(true)
    await vi.advanceTimersByTimeAsync(REALTIME_RETRY_FAILED_START_MS - 1)
    expect(r.starts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(r.starts).toHaveLength(2)
    expect(r.status()).toBe('reconnecting')
    r.current().sendBack({ type: 'realtime.lost' })
    await vi.advanceTimersByTimeAsync(REALTIME_RETRY_CLOSED_MS)
    expect(r.starts).toHaveLength(2) // still the 60 s policy, not 10 s
    await vi.advanceTimersByTimeAsync(REALTIME_RETRY_FAILED_START_MS - REALTIME_RETRY_CLOSED_MS)
    expect(r.starts).toHaveLength(3)
    r.current().sendBack({ type: 'realtime.opened' })
    expect(r.status()).toBe('connected')
  })

  it('a closed connection retries after 10 s', async () => {
    const r = setup()
    r.current().sendBack({ type: 'realtime.opened' })
    r.current().sendBack({ type: 'realtime.lost' })
    expect(r.status()).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(REALTIME_RETRY_CLOSED_MS - 1)
    expect(r.starts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(r.starts).toHaveLength(2)
    r.current().sendBack({ type: 'realtime.opened' })
    expect(r.status()).toBe('connected')
    expect(r.actor.getSnapshot().context.attempts).toBe(0)
  })
})
