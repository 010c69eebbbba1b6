import { db } from '../db'
import type { Rng } from '../lib/rng'
import { CERT_STATUSES, type CertStatus } from '@/api/achieve'

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

/** Certificate kinds and certificates in every status: two for the demo student, the rest for others. */
export function seedAchieve(rng: Rng): void {
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
}
