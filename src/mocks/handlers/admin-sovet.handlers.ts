import { http, type HttpHandler } from 'msw'
import type { Sovet } from '@/api/sovet'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { ok } from '../lib/respond'

const DUTY_ORDER = ['chair', 'deputy', 'secretary', 'member']
/** Now in Moscow, 'yyyy-mm-ddThh:mm'. */
const moscowNow = () => new Date(Date.now() + 3 * 36e5).toISOString().slice(0, 16)

/** The academic council's page: any signed-in user reads it (401 otherwise). */
export const sovetHandlers: HttpHandler[] = [
  http.get('*/api/Sovet', ({ request }) => {
    requireUser(request)
    const meetings = db.sovetMeeting.getAll().sort((a, b) => a.start.localeCompare(b.start))
    const startOf = new Map(meetings.map((m) => [m.id, m.start]))
    const answer: Sovet = {
      members: db.sovetMember
        .getAll()
        .sort((a, b) => DUTY_ORDER.indexOf(a.duty) - DUTY_ORDER.indexOf(b.duty) || a.id - b.id)
        .map((m) => ({ id: m.id, fio: m.fio, position: m.position, duty: m.duty as Sovet['members'][number]['duty'] })),
      meetings: meetings.map((m) => ({
        id: m.id,
        start: m.start,
        place: m.place,
        agenda: JSON.parse(m.agenda) as string[],
        held: m.start < moscowNow(),
      })),
      decisions: db.sovetDecision
        .getAll()
        .map((d) => ({ ...d, date: (startOf.get(d.meetingID) ?? '').slice(0, 10) }))
        .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
        .map(({ id, meetingID, date, number, title, document }) => ({ id, meetingID, date, number, title, document })),
    }
    return ok(answer)
  }),
]
