import { db } from '../db'
import type { Rng } from '../lib/rng'
import { BYPASS_REASONS, type BypassMark } from '@/api/achieve-bypass'

export const BYPASS_DEPARTMENTS = [
  'Научная библиотека',
  'Бухгалтерия',
  'Студенческий городок',
  'Военно-учётный стол',
  'Спортивный клуб',
  'Деканат',
] as const
const DEBTS = ['Вернуть 2 книги из абонемента', 'Погасить долг за общежитие: 1 200 ₽', 'Сдать спортивную форму']
const STAFF = ['Библиотекарь', 'Бухгалтер', 'Комендант', 'Специалист ВУС', 'Тренер', 'Специалист деканата']

/** The departments and twelve sheets of other students at every stage; the demo student has none yet. */
export function seedBypass(rng: Rng): void {
  BYPASS_DEPARTMENTS.forEach((name, i) => db.bypassDepartment.create({ id: i + 1, name }))
  for (let i = 0; i < 12; i++) {
    const createdAt = new Date(Date.UTC(2026, 9, 5 + i, 10, rng.int(0, 59))).toISOString()
    const signedCount = i % 7
    const marks: BypassMark[] = BYPASS_DEPARTMENTS.map((_, d) => {
      const signed = d < signedCount
      const debt = !signed && d === signedCount && i % 3 === 0
      return {
        departmentID: d + 1,
        status: signed ? 'signed' : debt ? 'debt' : 'waiting',
        note: debt ? rng.pick(DEBTS) : '',
        at: signed || debt ? new Date(Date.parse(createdAt) + (d + 1) * 864e5).toISOString() : '',
        by: signed || debt ? STAFF[d] : '',
      }
    })
    db.bypassSheet.create({
      id: i + 1,
      studentID: 2003 + i * 11,
      reason: BYPASS_REASONS[i % BYPASS_REASONS.length],
      createdAt,
      marks: JSON.stringify(marks),
    })
  }
}
