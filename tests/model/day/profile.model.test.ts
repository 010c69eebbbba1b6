import { describe, expect, it } from 'vitest'
import { profileMachine } from '@/machines/day/profile.machine'
import type { StudentInfo, UserInfo } from '@/api/day-people'
import { ApiError } from '@/api/errors'
import { profileTexts as t } from '@/texts/ru/day'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const info = (own: boolean): UserInfo => ({
  userID: 1,
  fio: 'Соколова Анна Игоревна',
  lastName: 'Соколова',
  firstName: 'Анна',
  middleName: 'Игоревна',
  photo: '',
  kind: 'student',
  roles: ['Студент'],
  position: 'Студент',
  department: '',
  faculty: 'Факультет информатики и вычислительной техники',
  group: { id: 131, name: 'ВИТ31' },
  email: 'student@univ.example',
  phone: '',
  showEmail: true,
  about: '',
  own,
  timetable: { type: 'Group', id: 131 },
})
const study: StudentInfo = {
  studentID: 1,
  group: 'ВИТ31',
  groupID: 131,
  course: 3,
  faculty: 'ФИиВТ',
  formStudy: 'Очная',
  bookNumber: '131-00001',
  year: '2026-2027',
  semester: 1,
  average: 4.5,
  debts: 1,
}
const values = { phone: '+7 900 111-22-33', showEmail: false, about: 'Староста' }
const saved: UserInfo = { ...info(true), ...values }

/**
 * A personal page loads (or fails and is retried); only the owner opens the contacts form; a save
 * answers the saved page or a refusal that keeps the form open with the server's words.
 */
const options = (own: boolean): ReplayOptions<typeof profileMachine> => ({
  machine: profileMachine,
  input: { userID: 1 },
  label: `profile (${own ? 'owner' : 'visitor'})`,
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'load.retry' }]
    if (s.matches({ shown: 'viewing' })) return [{ type: 'contacts.edit' }]
    if (s.matches({ shown: 'editing' })) return [{ type: 'contacts.save', values }, { type: 'contacts.cancel' }]
    return []
  },
  outcomes: {
    loadProfile: { outputs: [{ info: info(own), study }], error: new ApiError('notFound', 404, t.server.notFound) },
    saveContacts: { outputs: [saved], error: new ApiError('badRequest', 400, t.server.badPhone) },
  },
  assertStep: (event, before, after) => {
    switch (event.type) {
      case 'xstate.done.actor.loadProfile':
        expect(after.matches({ shown: 'viewing' })).toBe(true)
        expect(after.context.info?.own).toBe(own)
        expect(after.context.study).toEqual(study)
        break
      case 'xstate.error.actor.loadProfile':
        expect(after.matches('failed')).toBe(true)
        expect(after.context.failure).toBe('notFound')
        break
      case 'load.retry':
        expect(after.matches('loading')).toBe(true)
        break
      case 'contacts.edit':
        if (own) expect(after.matches({ shown: 'editing' })).toBe(true)
        else expect(after.value, 'only the owner edits').toEqual(before.value)
        expect(after.context.saved).toBe(false)
        break
      case 'contacts.cancel':
        expect(after.matches({ shown: 'viewing' })).toBe(true)
        expect(after.context.info).toEqual(before.context.info)
        break
      case 'contacts.save':
        expect(after.matches({ shown: 'saving' })).toBe(true)
        expect(after.context.saveFailure).toBeNull()
        break
      case 'xstate.done.actor.saveContacts':
        expect(after.matches({ shown: 'viewing' })).toBe(true)
        expect(after.context.info).toEqual(saved)
        expect(after.context.saved).toBe(true)
        break
      case 'xstate.error.actor.saveContacts':
        expect(after.matches({ shown: 'editing' }), 'the form stays open').toBe(true)
        expect(after.context.saveFailure).toBe('badRequest')
        expect(after.context.serverMessage).toBe(t.server.badPhone)
        expect(after.context.info).toEqual(before.context.info)
        break
    }
  },
})

for (const own of [true, false]) {
  describe(`personal page (model): ${own ? 'owner' : 'visitor'}`, () => {
    const o = options(own)
    const paths = modelPaths(o)
    it('has paths', () => expect(paths.length).toBeGreaterThan(1))
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(o, path)
    })
  })
}
