import type { HttpHandler } from 'msw'
import { db } from '../db'
import { fullName } from '../lib/names'
import { mockResource } from '../lib/resource-handlers'
import { certJournalResource, certKindResource } from '@/api/cert-resources'
import { achieveTexts } from '@/texts/ru/achieve'
import { certJournalTexts } from '@/texts/ru/cert-journal'

const e = certJournalTexts.errors
const usedBy = (kindID: number) => db.certificate.count({ where: { kindID: { equals: kindID } } })
const same = (a: unknown, b: unknown) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase()

const journal = mockResource(certJournalResource, {
  model: 'certificate',
  toRow: (row) => {
    const user = db.user.findFirst({ where: { userID: { equals: Number(row.studentID) } } })
    const history = JSON.parse(String(row.history)) as { status: string; at: string }[]
    return {
      id: row.id,
      studentName: user ? fullName(user) : '',
      groupName: user?.groupName ?? '',
      kindName: db.certKind.findFirst({ where: { id: { equals: Number(row.kindID) } } })?.name ?? '',
      copies: row.copies,
      purpose: row.purpose,
      orderedAt: row.orderedAt,
      statusName: (achieveTexts.cert.statuses as Record<string, string>)[String(row.status)] ?? String(row.status),
      issuedAt: history.find((h) => h.status === 'issued')?.at ?? '',
    }
  },
})

const kinds = mockResource(certKindResource, {
  model: 'certKind',
  toRow: (row) => ({ id: row.id, name: row.name, used: usedBy(Number(row.id)) }),
  check: (body, id) =>
    db.certKind.getAll().some((k) => k.id !== id && same(k.name, body.name)) ? e.kindDuplicate : null,
  fields: (body) => ({ name: String(body.name).trim() }),
  refuseDelete: (row) => (usedBy(Number(row.id)) > 0 ? e.kindInUse : null),
})

/** The certificates' journal and the kinds' settings (resource kit). */
export const certResourceHandlers: HttpHandler[] = [...journal.handlers, ...kinds.handlers]
