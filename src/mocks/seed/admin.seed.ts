import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'
import { resetAudit } from '../lib/audit'
import { seedQuestionnaires } from './admin-questionnaires.seed'
import { seedBoards } from './boards.seed'
import { seedSignatures } from './admin-signatures.seed'
import { seedVideoRooms } from './admin-video-rooms.seed'
import { seedSovet } from './admin-sovet.seed'

const day = (daysAgo: number, hour: number) => {
  const d = new Date(SEED_NOW.getTime() - daysAgo * 864e5)
  d.setHours(hour, 15, 0, 0)
  return d.toISOString()
}

/** Admin data of the demo: OAuth redirect addresses; feedback: one answered and one waiting message of the student (id 1), one of a teacher. */
export function seedAdmin(rng: Rng): void {
  seedQuestionnaires(rng)
  seedBoards()
  seedSignatures()
  seedVideoRooms()
  seedSovet()
  // Redirect addresses of the two client apps core seeds (their name and icon are core's).
  db.oauthRedirect.create({ appID: 'library-app', redirectUris: 'https://library.example/oauth/callback' })
  db.oauthRedirect.create({
    appID: 'moodle',
    redirectUris: 'https://lms.example/login/oauth2 https://lms.example/admin/oauth2',
  })
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'
  db.clientError.create({
    id: 1,
    kind: 'icon',
    message: 'Значок не загрузился: /WebApp/img/icons/svg/app-lms.svg',
    route: '/WebApp/login',
    browser,
    userID: 0,
    date: day(2, 9),
  })
  db.clientError.create({
    id: 2,
    kind: 'chunk',
    message: 'TypeError: Failed to fetch dynamically imported module: /WebApp/assets/mail-screen.js',
    route: '/WebApp/mail',
    browser,
    userID: 1,
    date: day(1, 14),
  })
  const answer = {
    answer: 'Спасибо! Исправили загрузку расписания, обновите страницу.',
    answeredBy: 7,
    answerDate: day(11, 9),
  }
  db.feedbackMessage.create({
    id: 1,
    userID: 1,
    topic: 'Не открывается расписание на телефоне',
    text: 'На телефоне страница расписания долго грузится и показывает пустую таблицу.',
    date: day(12, 10),
    ...answer,
  })
  const first = db.feedbackMessage.findFirst({ where: { id: { equals: 1 } } })!
  db.feedbackMessage.create({
    id: 2,
    userID: 1,
    topic: 'Тёмная тема',
    text: 'Было бы удобно, если бы тёмная тема включалась по времени суток.',
    date: day(3, 18),
    answer: '',
    answeredBy: 0,
    answerDate: '',
  })
  // The audit's history: the writes that made the seeded feedback and error reports.
  const plain = (r: object) => JSON.parse(JSON.stringify(r)) as Record<string, unknown>
  const second = db.feedbackMessage.findFirst({ where: { id: { equals: 2 } } })!
  const error = (id: number) => plain(db.clientError.findFirst({ where: { id: { equals: id } } })!)
  resetAudit([
    {
      op: 'create',
      model: 'feedbackMessage',
      data: { ...plain(first), ...EMPTY_ANSWER },
      userID: 1,
      at: first.date,
      method: 'POST',
      path: '/Feedback',
    },
    {
      op: 'update',
      model: 'feedbackMessage',
      pk: 'id',
      key: 1,
      data: answer,
      userID: 7,
      at: answer.answerDate,
      method: 'POST',
      path: '/Feedback/1/Answer',
    },
    {
      op: 'create',
      model: 'clientError',
      data: error(1),
      userID: null,
      at: day(2, 9),
      method: 'POST',
      path: '/Admin/LogErrors',
    },
    {
      op: 'create',
      model: 'clientError',
      data: error(2),
      userID: 1,
      at: day(1, 14),
      method: 'POST',
      path: '/Admin/LogErrors',
    },
    {
      op: 'create',
      model: 'feedbackMessage',
      data: plain(second),
      userID: 1,
      at: second.date,
      method: 'POST',
      path: '/Feedback',
    },
  ])
}

const EMPTY_ANSWER = { answer: '', answeredBy: 0, answerDate: '' }
