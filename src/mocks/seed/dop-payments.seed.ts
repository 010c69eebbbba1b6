import { db } from '../db'
import { fullName } from '../lib/names'
import { SEED_NOW, type Rng } from '../lib/rng'

const REASONS = [
  'Руководство научно-исследовательской работой студентов',
  'Подготовка призёров олимпиады',
  'Работа в приёмной комиссии',
  'Разработка онлайн-курса',
  'Кураторство академической группы',
  'Организация международной конференции',
]
const RESPONSIBLE = 'Ответственный за доп. выплаты'

/** Extra payments to the seeded teachers (autumn semester), half approved, with their log. */
export function seedDopPayments(rng: Rng): void {
  const year = SEED_NOW.getFullYear()
  const teachers = db.user.findMany({ where: { kind: { equals: 'teacher' } } }).slice(0, 12)
  teachers.forEach((teacher, i) => {
    const id = i + 1
    const month = 9 + (i % 3)
    const approved = i % 2 === 0
    db.dopPayment.create({
      id,
      person: fullName(teacher),
      department: teacher.department,
      reason: REASONS[i % REASONS.length]!,
      amount: rng.int(5, 40) * 1000,
      periodFrom: `${year}-${String(month).padStart(2, '0')}-01`,
      periodTo: `${year}-12-31`,
      approved,
    })
    const at = `${year}-${String(month).padStart(2, '0')}-${String(2 + i).padStart(2, '0')}T09:30:00.000Z`
    db.dopPaymentLog.create({
      id: id * 2 - 1,
      at,
      who: RESPONSIBLE,
      action: 'created',
      paymentID: id,
      details: fullName(teacher),
    })
    if (approved)
      db.dopPaymentLog.create({
        id: id * 2,
        at: at.replace('T09', 'T15'),
        who: RESPONSIBLE,
        action: 'approved',
        paymentID: id,
        details: fullName(teacher),
      })
  })
}
