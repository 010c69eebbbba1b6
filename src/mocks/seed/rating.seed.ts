import { db } from '../db'
import type { Rng } from '../lib/rng'
import { WORK_LEVELS, WORK_RESULTS } from '@/api/achieve'
import { seedEffective } from './effective.seed'

/** What teachers bring to the portfolio, by category (the categories seeded in achieve.seed.ts). */
const TEACHER_TITLES: Record<number, string[]> = {
  1: ['Подготовка призёра олимпиады по математике', 'Жюри олимпиады «Я — профессионал»'],
  2: ['Пленарный доклад на конференции «Наука и технологии»', 'Доклад на международной конференции ИТНОУ'],
  3: ['Судейство первенства по лёгкой атлетике', 'Тренер сборной университета по волейболу'],
  4: ['Руководство студенческим театром', 'Персональная выставка графики'],
  5: ['Куратор волонтёрского проекта «Забота»', 'Работа в приёмной комиссии'],
}
const STATUSES = ['confirmed', 'confirmed', 'confirmed', 'pending', 'returned'] as const

/**
 * Teachers' achievements for the ratings (issue 16): the demo teachers and every other teacher of the
 * population, across 2025/2026 and 2026/2027, most confirmed, some waiting, some returned; first the
 * effective contract's indicators and values.
 */
export function seedRatings(rng: Rng): void {
  seedEffective(rng)
  const types = db.portfolioType.getAll()
  if (types.length === 0) return
  let id = Math.max(0, ...db.portfolioWork.getAll().map((w) => w.id)) + 1
  const owners = [2, 2, 8, 8, 8, ...Array.from({ length: 30 }, (_, i) => 1000 + i * 2)]
  for (let i = 0; i < 30; i += 3) owners.push(1000 + i * 2)
  owners.forEach((userID, i) => {
    const type = rng.pick(types)
    const status = userID === 8 && i === 4 ? 'pending' : STATUSES[i % STATUSES.length]
    const month = rng.int(1, 15) // September 2025 … November 2026
    const year = month <= 4 ? 2025 : 2026
    const m = month <= 4 ? month + 8 : month - 4
    db.portfolioWork.create({
      id: id++,
      userID,
      typeID: type.id,
      title: rng.pick(TEACHER_TITLES[type.categoryID] ?? TEACHER_TITLES[2]),
      level: rng.pick(WORK_LEVELS),
      result: rng.pick(WORK_RESULTS),
      date: `${year}-${String(m).padStart(2, '0')}-${String(rng.int(1, 20)).padStart(2, '0')}`,
      status,
      remark: status === 'returned' ? 'Приложите приказ или программу мероприятия' : '',
      files: '[]',
      attrs: '',
    })
  })
}
