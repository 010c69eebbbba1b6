import { db } from '../db'
import { SEED_NOW } from '../lib/rng'

/** Moscow 'yyyy-mm-ddThh:mm', `days` after the seed's day. */
const at = (days: number, time: string) => {
  const d = new Date(SEED_NOW.getTime() + 3 * 36e5 + days * 864e5)
  return `${d.toISOString().slice(0, 10)}T${time}`
}

/** [title, organiser, days from the seed's day, time, code, participants] */
type Row = [string, number, number, string, string, number[]]
const ROOMS: Row[] = [
  ['Совещание по расписанию весеннего семестра', 9, -3, '09:30', 'sov-rasp-ise', [7, 8, 2]],
  ['Консультация перед экзаменом по базам данных', 8, 7, '14:00', 'bdk-kons-ekz', [1, 2000, 2001, 2002, 2003]],
  ['Заседание кафедры информационных технологий', 2, 9, '15:30', 'zas-kafe-dra', [8, 4, 5, 7]],
  ['Научный семинар «Цифровые двойники в промышленности»', 7, 14, '11:00', 'sem-dvoj-nik', [1, 2, 8, 4, 5]],
  ['Предзащита выпускных квалификационных работ', 9, 20, '10:00', 'pre-zash-ita', [10, 8, 2, 1]],
]

/** Seeds the video conference rooms (fixed ids and codes; not journaled). */
export function seedVideoRooms(): void {
  ROOMS.forEach(([title, organiserID, days, time, code, participantIDs], i) =>
    db.videoRoom.create({ id: i + 1, title, organiserID, start: at(days, time), code, participantIDs }),
  )
}
