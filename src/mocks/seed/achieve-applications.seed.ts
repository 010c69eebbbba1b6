import { db } from '../db'
import type { Rng } from '../lib/rng'
import type { AppEvent, AppStage, AppStatus } from '@/api/achieve-applications'
import { fullName } from '../lib/names'

/** Kinds of application with the stages that process them, in order. */
export const APP_KINDS: [string, AppStage[]][] = [
  ['Заявление на материальную помощь', ['deanOffice', 'dean', 'accounting']],
  ['Заявление на академический отпуск', ['deanOffice', 'dean', 'viceRector']],
  ['Заявление на повышенную социальную стипендию', ['deanOffice', 'pfu', 'accounting']],
  ['Заявление на перевод на другую форму обучения', ['deanOffice', 'dean', 'pfu', 'viceRector']],
  ['Заявление на продление регистрации иностранного гражданина', ['foreign', 'deanOffice']],
]
const TEXTS = [
  'Прошу оказать материальную помощь в связи с тяжёлым материальным положением семьи.',
  'Прошу предоставить академический отпуск по медицинским показаниям.',
  'Прошу назначить повышенную социальную стипендию как студенту из многодетной семьи.',
  'Прошу перевести меня на заочную форму обучения в связи с трудоустройством.',
  'Прошу продлить регистрацию по месту пребывания.',
]
const PROCESSORS: Record<AppStage, string> = {
  deanOffice: 'Специалист деканата',
  foreign: 'Специалист отдела по работе с иностранными гражданами',
  dean: 'Декан факультета',
  pfu: 'Экономист ПФУ',
  accounting: 'Бухгалтер',
  viceRector: 'Проректор по учебной работе',
}

/** Applications in every state: three of the demo student's, the rest of other students. */
export function seedApplications(rng: Rng): void {
  APP_KINDS.forEach(([name, stages], i) => db.appKind.create({ id: i + 1, name, stages: JSON.stringify(stages) }))
  const plan: { studentID: number; status: AppStatus; stageIndex: number }[] = [
    { studentID: 1, status: 'approved', stageIndex: 2 },
    { studentID: 1, status: 'returned', stageIndex: 1 },
    { studentID: 1, status: 'review', stageIndex: 1 },
  ]
  const statuses: AppStatus[] = ['review', 'review', 'review', 'returned', 'approved', 'rejected']
  for (let i = 0; i < 18; i++) {
    const status = statuses[i % statuses.length]
    plan.push({ studentID: 2000 + i * 7, status, stageIndex: status === 'review' ? i % 2 : 1 })
  }
  plan.forEach((p, i) => {
    const kindID = (i % APP_KINDS.length) + 1
    const stages = APP_KINDS[kindID - 1][1]
    const stageIndex = Math.min(p.stageIndex, stages.length - 1)
    const start = Date.UTC(2026, 9, 1 + i, 9, rng.int(0, 59))
    const at = (day: number) => new Date(start + day * 864e5).toISOString()
    const u = db.user.findFirst({ where: { userID: { equals: p.studentID } } })
    const by = u ? fullName(u) : ''
    const history: AppEvent[] = [{ action: 'submitted', stage: null, at: at(0), by, remark: '' }]
    const passed = p.status === 'approved' ? stageIndex + 1 : stageIndex
    for (let k = 0; k < passed; k++)
      history.push({ action: 'approved', stage: stages[k], at: at(k + 1), by: PROCESSORS[stages[k]], remark: '' })
    if (p.status === 'returned' || p.status === 'rejected')
      history.push({
        action: p.status,
        stage: stages[stageIndex],
        at: at(passed + 1),
        by: PROCESSORS[stages[stageIndex]],
        remark: p.status === 'returned' ? 'Приложите подтверждающие документы' : 'Нет оснований для удовлетворения',
      })
    db.application.create({
      id: i + 1,
      kindID,
      stageIndex,
      status: p.status,
      text: TEXTS[kindID - 1],
      createdAt: at(0),
      studentID: p.studentID,
      history: JSON.stringify(history),
    })
  })
}
