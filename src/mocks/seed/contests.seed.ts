import { db } from '../db'
import type { Rng } from '../lib/rng'
import { seededOrder } from '@/lib/contest-ranking'

/** A date `days` from today, yyyy-mm-dd: the open contest stays open whenever the demo runs. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const CRITERIA = [
  { id: 1, name: 'Актуальность темы', maxMark: 10 },
  { id: 2, name: 'Научная новизна', maxMark: 10 },
  { id: 3, name: 'Качество оформления', maxMark: 5 },
]
const STARTUP_CRITERIA = [
  { id: 4, name: 'Проработка идеи', maxMark: 20 },
  { id: 5, name: 'Рынок и экономика', maxMark: 15 },
  { id: 6, name: 'Презентация', maxMark: 10 },
]
const TITLES = [
  'Нейросетевая классификация снимков почвенного покрова',
  'Цифровой двойник учебной аудитории',
  'Оптимизация расписания методом имитации отжига',
  'Влияние микропластика на рост водных растений',
  'Мобильное приложение для учёта волонтёрских часов',
  'Сервис бронирования спортивных площадок кампуса',
  'Умная теплица на базе открытой электроники',
  'Переработка кофейного жмыха в биотопливо',
]
const ORGANISER = 'Романова Виктория Сергеевна, отдел научной работы студентов'
const TEACHER = 8
const ORGANISER_ID = 16

function addApplications(competitionID: number, students: number[], firstID: number, rng: Rng, at: string) {
  return students.map((studentID, i) => {
    const id = firstID + i
    db.contestApplication.create({
      id,
      competitionID,
      studentID,
      title: TITLES[(firstID + i) % TITLES.length]!,
      summary: 'Работа выполнена на кафедре под руководством научного руководителя; результаты апробированы.',
      files: JSON.stringify([{ name: `работа-${id}.pdf`, size: 200_000 + rng.int(0, 900_000), key: '' }]),
      submittedAt: `${at}T${String(9 + i).padStart(2, '0')}:15:00.000Z`,
    })
    return id
  })
}

let markID = 0
function mark(competitionID: number, applicationID: number, judgeID: number, marks: Record<number, number>) {
  for (const [criterionID, value] of Object.entries(marks)) {
    db.contestMark.create({
      id: ++markID,
      competitionID,
      applicationID,
      judgeID,
      criterionID: Number(criterionID),
      mark: value,
    })
  }
}

/** Contests of 2026/2027: one open with applications partly marked, one finished with a tie, one not yet open. */
export function seedContests(rng: Rng): void {
  markID = 0
  db.contestInfo.create({
    competitionID: 1,
    organiser: ORGANISER,
    description: 'Ежегодный конкурс научных работ студентов всех направлений подготовки.',
    stages: JSON.stringify([
      { name: 'Приём заявок', date: '2026-12-20' },
      { name: 'Экспертиза жюри', date: '2027-01-20' },
      { name: 'Подведение итогов', date: '2027-02-01' },
    ]),
    criteria: JSON.stringify(CRITERIA),
    juryIDs: [TEACHER, ORGANISER_ID],
  })
  db.contest.create({
    competitionID: 4,
    name: 'Конкурс проектов «Цифровой кампус»',
    typeContestsID: 1,
    showResult: true,
    dateStart: '2026-11-01',
    dateTo: fromToday(30),
    showInMenu: true,
    splashScreenData: '',
    isDelete: false,
  })
  db.contestInfo.create({
    competitionID: 4,
    organiser: ORGANISER,
    description: 'Студенческие проекты, которые делают жизнь университета удобнее. Работа — от одного автора.',
    stages: JSON.stringify([
      { name: 'Приём заявок', date: fromToday(30) },
      { name: 'Защита проектов', date: fromToday(45) },
    ]),
    criteria: JSON.stringify(CRITERIA),
    juryIDs: [TEACHER, ORGANISER_ID],
  })
  const open = addApplications(4, [2003, 2010, 2021], 1, rng, '2026-11-05')
  mark(4, open[0]!, ORGANISER_ID, { 1: 8, 2: 7, 3: 5 })
  mark(4, open[1]!, ORGANISER_ID, { 1: 9, 2: 9, 3: 4 })

  db.contest.create({
    competitionID: 5,
    name: 'Конкурс студенческих стартапов «Идея-2026»',
    typeContestsID: 1,
    showResult: true,
    dateStart: '2026-09-01',
    dateTo: '2026-11-10',
    showInMenu: true,
    splashScreenData: '',
    isDelete: false,
  })
  db.contestInfo.create({
    competitionID: 5,
    organiser: 'Бизнес-инкубатор университета',
    description: 'Конкурс бизнес-идей студентов с защитой перед экспертами.',
    stages: JSON.stringify([
      { name: 'Приём заявок', date: '2026-11-10' },
      { name: 'Защита', date: '2026-11-18' },
    ]),
    criteria: JSON.stringify(STARTUP_CRITERIA),
    juryIDs: [TEACHER, ORGANISER_ID],
  })
  const done = addApplications(5, [2001, 2012, 2024, 2035, 2040], 101, rng, '2026-10-12')
  const byTeacher = [
    { 4: 18, 5: 12, 6: 9 },
    { 4: 15, 5: 10, 6: 8 },
    { 4: 16, 5: 11, 6: 7 },
    { 4: 12, 5: 9, 6: 7 },
  ]
  const byOrganiser = [
    { 4: 17, 5: 13, 6: 9 },
    { 4: 16, 5: 11, 6: 8 },
    { 4: 15, 5: 11, 6: 8 },
    { 4: 11, 5: 8, 6: 6 },
  ]
  // Means 39, 34, 34, 26.5 and one unmarked: the 2nd and 3rd share the second place, the next is 4th.
  done.slice(0, 4).forEach((id, i) => {
    mark(5, id, TEACHER, byTeacher[i]!)
    mark(5, id, ORGANISER_ID, byOrganiser[i]!)
  })

  db.contest.create({
    competitionID: 6,
    name: 'Олимпиада по программированию «Алгоритм»',
    typeContestsID: 1,
    showResult: false,
    dateStart: fromToday(60),
    dateTo: fromToday(90),
    showInMenu: true,
    splashScreenData: '',
    isDelete: false,
  })
  db.contestInfo.create({
    competitionID: 6,
    organiser: 'Кафедра информационных технологий',
    description: 'Командная олимпиада для студентов первого–третьего курсов.',
    stages: JSON.stringify([{ name: 'Отборочный тур', date: fromToday(95) }]),
    criteria: JSON.stringify([{ id: 7, name: 'Решённые задачи', maxMark: 12 }]),
    juryIDs: [ORGANISER_ID],
  })
  db.contestDraw.create({
    id: 1,
    seed: 20261118,
    order: JSON.stringify(seededOrder(['Команда «Вектор»', 'Команда «Сигма»', 'Команда «Байт»'], 20261118)),
    at: '2026-11-18T10:00:00.000Z',
    by: 'Романова Виктория Сергеевна',
  })
}
