import { db } from '../db'
import type { Rng } from '../lib/rng'
import {
  CERT_STATUSES,
  WORK_LEVELS,
  WORK_RESULTS,
  type CertStatus,
  type WorkLevel,
  type WorkResult,
} from '@/api/achieve'
import { seedApplications } from './achieve-applications.seed'
import { seedBypass } from './achieve-bypass.seed'

export const CERT_KINDS = [
  'Справка об обучении',
  'Справка для военкомата',
  'Справка в Пенсионный фонд',
  'Справка о стипендии',
  'Справка-вызов на сессию',
] as const
const PURPOSES = [
  'По месту работы родителей',
  'В военный комиссариат',
  'В отделение социальной защиты',
  'В управляющую компанию',
  'В налоговую инспекцию',
]
const REASONS = ['Студент в академическом отпуске', 'Справку этого вида выдаёт бухгалтерия']

/** The path a certificate went through to reach `status`, a day apart from its order date. */
function historyTo(status: CertStatus, orderedAt: string): { status: CertStatus; at: string }[] {
  const path: CertStatus[] =
    status === 'refused' ? ['ordered', 'refused'] : CERT_STATUSES.slice(0, CERT_STATUSES.indexOf(status) + 1)
  const start = Date.parse(orderedAt)
  return path.map((s, i) => ({ status: s, at: new Date(start + i * 864e5).toISOString() }))
}

/** Certificate kinds and certificates in every status (three for the demo student), then the portfolio. */
export function seedAchieve(rng: Rng): void {
  seedPortfolio(rng)
  CERT_KINDS.forEach((name, i) => db.certKind.create({ id: i + 1, name }))
  const owners = [1, 1, 1, ...Array.from({ length: 14 }, (_, i) => 2000 + i * 3)]
  const statuses: CertStatus[] = ['issued', 'ready', 'ordered', 'ordered', 'inWork', 'refused']
  owners.forEach((studentID, i) => {
    const status = statuses[i % statuses.length]
    const orderedAt = new Date(Date.UTC(2026, 9, 1 + i, 9, rng.int(0, 59))).toISOString()
    db.certificate.create({
      id: i + 1,
      kindID: rng.int(1, CERT_KINDS.length),
      copies: rng.int(1, 3),
      purpose: rng.pick(PURPOSES),
      status,
      reason: status === 'refused' ? rng.pick(REASONS) : '',
      orderedAt,
      studentID,
      history: JSON.stringify(historyTo(status, orderedAt)),
    })
  })
  seedApplications(rng)
  seedBypass(rng)
}

export const PORTFOLIO_CATEGORIES = ['Олимпиады', 'Конференции', 'Спорт', 'Творчество', 'Общественная работа'] as const
const TYPES: [number, string][] = [
  [1, 'Предметная олимпиада'],
  [1, 'Олимпиада по программированию'],
  [2, 'Доклад на конференции'],
  [2, 'Публикация тезисов'],
  [3, 'Спортивное соревнование'],
  [3, 'Сдача норм ГТО'],
  [4, 'Творческий конкурс'],
  [4, 'Выставка'],
  [5, 'Волонтёрская деятельность'],
  [5, 'Работа в студенческом совете'],
]
/** What a work of a type asks for besides the common fields (/Portfolio/Admin/EditAttrs). */
const ATTRS: [number, string, string, boolean][] = [
  [1, 'Организатор олимпиады', 'text', false],
  [3, 'Тема доклада', 'text', true],
  [3, 'Секция', 'text', false],
  [5, 'Вид спорта', 'text', true],
  [5, 'Занятое место', 'number', false],
  [7, 'Номинация', 'text', false],
]
const LEVEL_POINTS: Record<WorkLevel, number> = { university: 2, regional: 4, national: 6, international: 10 }
const RESULT_FACTOR: Record<WorkResult, number> = { participant: 1, prizewinner: 2, winner: 3 }
/** Olympiads and conferences weigh more than the rest (category factor, in tenths). */
const CATEGORY_FACTOR = [12, 12, 10, 10, 8]
const TITLES: Record<number, string[]> = {
  1: ['Олимпиада по математике', 'Олимпиада «Я — профессионал»'],
  2: ['Студенческая научная конференция', 'Конференция «Наука и технологии»'],
  3: ['Первенство по лёгкой атлетике', 'Турнир по мини-футболу'],
  4: ['Фестиваль «Студенческая весна»', 'Конкурс фотографии'],
  5: ['Волонтёрский проект «Забота»', 'Донорская акция'],
}

function seedPortfolio(rng: Rng): void {
  PORTFOLIO_CATEGORIES.forEach((name, i) => db.portfolioCategory.create({ id: i + 1, name }))
  TYPES.forEach(([categoryID, name], i) => db.portfolioType.create({ id: i + 1, categoryID, name }))
  let ruleID = 1
  PORTFOLIO_CATEGORIES.forEach((_, c) => {
    for (const level of WORK_LEVELS)
      for (const result of WORK_RESULTS)
        db.pointsRule.create({
          id: ruleID++,
          categoryID: c + 1,
          level,
          result,
          points: Math.round((LEVEL_POINTS[level] * RESULT_FACTOR[result] * CATEGORY_FACTOR[c]) / 10),
        })
  })
  // The demo student: two confirmed, one waiting for the verifier, one returned with a remark.
  const works: { userID: number; status: string; remark?: string }[] = [
    { userID: 1, status: 'confirmed' },
    { userID: 1, status: 'confirmed' },
    { userID: 1, status: 'pending' },
    { userID: 1, status: 'returned', remark: 'Приложите диплом или сертификат участника' },
  ]
  for (let i = 0; i < 24; i++) works.push({ userID: 2000 + i * 5, status: i % 4 === 3 ? 'pending' : 'confirmed' })
  for (let i = 0; i < 12; i++) works.push({ userID: 2000 + i * 10, status: 'confirmed' })
  works.forEach((w, i) => {
    const typeID = rng.int(1, TYPES.length)
    const categoryID = TYPES[typeID - 1][0]
    db.portfolioWork.create({
      id: i + 1,
      userID: w.userID,
      typeID,
      title: rng.pick(TITLES[categoryID]),
      level: rng.pick(WORK_LEVELS),
      result: rng.pick(WORK_RESULTS),
      date: `2026-${String(rng.int(2, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      status: w.status,
      remark: w.remark ?? '',
      files: '[]',
      attrs: '',
    })
  })
  ATTRS.forEach(([typeID, name, kind, required], i) =>
    db.portfolioAttr.create({ id: i + 1, typeID, name, kind, required, npp: i + 1 }),
  )
}
