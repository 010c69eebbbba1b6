import { db } from '../db'
import { SEED_NOW } from '../lib/rng'

const at = (days: number, hour = 10) => {
  const d = new Date(SEED_NOW.getTime() + days * 864e5)
  d.setUTCHours(hour - 3, 0, 0, 0)
  return d.toISOString()
}
const dayOf = (days: number) => at(days).slice(0, 10)

/** [signer, sender, title, kind, created (days), due (days or null), state, decided (days), reason] */
type Row = [number, number, string, string, number, number | null, 'waiting' | 'signed' | 'refused', number, string]
const REQUESTS: Row[] = [
  [1, 8, 'Заявка на участие в конференции «Наука молодых»', 'Заявка', -2, 5, 'waiting', 0, ''],
  [1, 7, 'Согласие на обработку персональных данных', 'Согласие', -1, 10, 'waiting', 0, ''],
  [1, 8, 'Задание на курсовой проект', 'Задание', -20, null, 'signed', -19, ''],
  [8, 7, 'Приказ о составе ГЭК', 'Приказ', -3, 2, 'waiting', 0, ''],
  [8, 1, 'Отзыв руководителя о курсовом проекте', 'Отзыв', -1, 7, 'waiting', 0, ''],
  [7, 8, 'Служебная записка о закупке проектора', 'Служебная записка', -4, 3, 'waiting', 0, ''],
  [7, 8, 'Заявка на командировку', 'Заявка', -12, null, 'refused', -11, 'Нет сметы расходов'],
]

/** The sync jobs: two finished (one with errors), one failed at its last run. */
const JOBS = [
  {
    name: 'Студенты и группы',
    source: '1С:Университет',
    state: 'done',
    lastRun: at(-1, 3),
    read: 2240,
    created: 3,
    updated: 41,
    errors: [] as string[],
  },
  {
    name: 'Учётные записи',
    source: 'LDAP',
    state: 'done',
    lastRun: at(-1, 4),
    read: 1312,
    created: 0,
    updated: 12,
    errors: ['uid=petrov.a: нет адреса электронной почты', 'uid=smirnova.e: учётная запись заблокирована в каталоге'],
  },
  {
    name: 'Сотрудники и должности',
    source: '1С:Зарплата и кадры',
    state: 'failed',
    lastRun: at(-2, 3),
    read: 0,
    created: 0,
    updated: 0,
    errors: ['Нет связи с сервером 1С:Зарплата и кадры: превышено время ожидания (30 с)'],
  },
]

/** Seeds the e-signature requests and the sync jobs (fixed ids; not journaled). */
export function seedSignatures(): void {
  REQUESTS.forEach(([userID, fromID, title, kind, created, due, state, decided, reason], i) =>
    db.signatureRequest.create({
      id: i + 1,
      userID,
      fromID,
      title,
      kind,
      created: at(created),
      due: due === null ? '' : dayOf(due),
      state,
      decided: state === 'waiting' ? '' : at(decided, 15),
      reason,
    }),
  )
  JOBS.forEach((job, i) =>
    db.syncJob.create({ id: i + 1, ...job, startedAt: '', runs: 1, errors: JSON.stringify(job.errors) }),
  )
}
