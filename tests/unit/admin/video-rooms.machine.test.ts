import { describe, expect, it } from 'vitest'
import { createActor, fromPromise as xFromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import type { RoomCandidate, RoomForm, VideoRoom } from '@/api/video-rooms'
import { roomJoinMachine } from '@/machines/admin/room-join.machine'
import { videoRoomsMachine } from '@/machines/admin/video-rooms.machine'
import {
  selectCreatedRoom,
  selectJoinFailure,
  selectJoinRoom,
  selectRoomCreateFailure,
  selectRooms,
} from '@/machines/admin/video-rooms.selectors'

const room = (id: number, start: string, link = `https://vks.university.example/r/aaa-bbbb-cc${id}`): VideoRoom => ({
  id,
  title: `Комната ${id}`,
  organiser: 'Павлова Мария Александровна',
  start,
  link,
  participants: [],
  mine: true,
})
const VALUES: RoomForm = { title: 'Новая', date: '2030-01-01', time: '10:00', participantIDs: [1] }

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('videoRoomsMachine', () => {
  it('lists rooms by start; a non-organiser cannot create; an organiser’s refusal keeps ready with the reason, then a room is added in order', async () => {
    let save = deferred<VideoRoom>()
    const machine = videoRoomsMachine.provide({
      actors: {
        loadRooms: xFromPromise<{ rooms: VideoRoom[]; candidates: RoomCandidate[] }, { organiser: boolean }>(
          async () => ({
            rooms: [room(2, '2030-02-01T10:00'), room(1, '2030-01-01T10:00')],
            candidates: [],
          }),
        ),
        saveRoom: xFromPromise(() => save.promise),
      },
    })
    const guest = createActor(machine, { input: { organiser: false } }).start()
    await waitFor(guest, (s) => s.matches('ready'))
    guest.send({ type: 'room.create', values: VALUES })
    expect(guest.getSnapshot().matches('ready')).toBe(true)

    const actor = createActor(machine, { input: { organiser: true } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectRooms(actor.getSnapshot()).map((r) => r.id)).toEqual([1, 2])
    actor.send({ type: 'room.create', values: VALUES })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    save.reject(new ApiError('badRequest', 400, 'Время начала уже прошло'))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectRoomCreateFailure(actor.getSnapshot())?.code).toBe('badRequest')

    save = deferred<VideoRoom>()
    actor.send({ type: 'room.create', values: VALUES })
    expect(selectRoomCreateFailure(actor.getSnapshot())).toBeNull()
    save.resolve(room(3, '2030-01-15T09:00'))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectRooms(actor.getSnapshot()).map((r) => r.id)).toEqual([1, 3, 2])
    expect(selectCreatedRoom(actor.getSnapshot())?.id).toBe(3)
  })
})

describe('roomJoinMachine', () => {
  it('starts idle without a link, checks one from ?link=, and a newer check replaces one in flight', async () => {
    const checks: { link: string; answer: ReturnType<typeof deferred<VideoRoom>> }[] = []
    const machine = roomJoinMachine.provide({
      actors: {
        checkRoomLink: xFromPromise<VideoRoom, { link: string }>(({ input }) => {
          const answer = deferred<VideoRoom>()
          checks.push({ link: input.link, answer })
          return answer.promise
        }),
      },
    })
    expect(
      createActor(machine, { input: { link: null } })
        .start()
        .getSnapshot()
        .matches('idle'),
    ).toBe(true)

    const actor = createActor(machine, { input: { link: ' https://vks.university.example/r/aaa-bbbb-ccc ' } }).start()
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    expect(checks[0].link).toBe('https://vks.university.example/r/aaa-bbbb-ccc')
    actor.send({ type: 'link.check', link: 'https://vks.university.example/r/ddd-eeee-fff' })
    checks[0].answer.resolve(room(1, '2030-01-01T10:00'))
    checks[1].answer.reject(new ApiError('forbidden', 403, 'Вы не приглашены'))
    await waitFor(actor, (s) => s.matches('refused'))
    expect(selectJoinRoom(actor.getSnapshot())).toBeNull()
    expect(selectJoinFailure(actor.getSnapshot())).toMatchObject({ code: 'forbidden' })

    actor.send({ type: 'link.check', link: 'https://vks.university.example/r/aaa-bbbb-ccc' })
    checks[2].answer.resolve(room(1, '2030-01-01T10:00'))
    await waitFor(actor, (s) => s.matches('found'))
    expect(selectJoinRoom(actor.getSnapshot())?.id).toBe(1)
  })
})
