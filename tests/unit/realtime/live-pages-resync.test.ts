import { describe, expect, it } from 'vitest'
import { createActor, setup, type AnyActorLogic, type EventObject } from 'xstate'
import { connect } from '@/api/realtime'
import { contestMarksEvents } from '@/machines/achieve/contest.actors'
import { scheduleEvents } from '@/machines/day/timetable.actors'
import { signIn } from '../api-test-helpers'

/** A parent that records what a realtime listener actor sends back. */
function listen(logic: AnyActorLogic, input?: unknown) {
  const heard: EventObject[] = []
  const parent = setup({ actors: { logic } }).createMachine({
    invoke: { src: 'logic', input: () => input },
    on: { '*': { actions: ({ event }) => heard.push(event) } },
  })
  const actor = createActor(parent).start()
  return { heard, stop: () => actor.stop() }
}

async function openStream() {
  let opened!: () => void
  const open = new Promise<void>((resolve) => (opened = resolve))
  const close = connect({ opened: () => opened(), lost: () => {} })
  await open
  return close
}

/**
 * What the server publishes while a page has no open stream is lost; a live page reloads when its stream
 * (re)opens (a judge's marks saved before the organiser's stream opened never reached the overview: a flake
 * of the live-marks journey in a fresh-clone run).
 */
describe('live pages reload when their realtime stream opens', () => {
  it('the contest overview (live) is told to reload its contest; a page that is not live hears nothing', async () => {
    signIn(7)
    const live = listen(contestMarksEvents, { live: true, competitionID: 4 })
    const still = listen(contestMarksEvents, { live: false, competitionID: 4 })
    const close = await openStream()
    try {
      expect(live.heard).toContainEqual({ type: 'realtime.marks', competitionID: 4 })
      expect(still.heard.filter((e) => e.type === 'realtime.marks')).toEqual([])
    } finally {
      close()
      live.stop()
      still.stop()
    }
  })

  it('an open timetable reloads its week', async () => {
    signIn(1)
    const week = listen(scheduleEvents)
    const close = await openStream()
    try {
      expect(week.heard).toContainEqual({ type: 'schedule.update' })
    } finally {
      close()
      week.stop()
    }
  })
})
