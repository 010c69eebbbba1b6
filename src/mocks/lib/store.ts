import { db, type ModelName } from '../db'
import { appendJournal, commitJournal, type JournalEntry } from './persistence'
import { beginRequest, recordWrite, writeMeta } from './audit'

/**
 * Every write of a handler goes through these three functions so the change is journaled and
 * survives a reload. Reads use `db.<model>` directly. Each journal entry carries who wrote and when
 * (audit.ts), and joins the audit trail.
 */
type AnyModel = {
  create(data: Record<string, unknown>): Record<string, unknown>
  update(query: {
    where: Record<string, { equals: unknown }>
    data: Record<string, unknown>
  }): Record<string, unknown> | null
  delete(query: { where: Record<string, { equals: unknown }> }): Record<string, unknown> | null
}

function journal(entry: JournalEntry): void {
  appendJournal(entry)
  recordWrite(entry)
}

function model(name: string): AnyModel {
  return (db as unknown as Record<string, AnyModel>)[name]
}

export function createRecord<M extends ModelName>(name: M, data: Parameters<(typeof db)[M]['create']>[0]) {
  const created = model(name as string).create(data as Record<string, unknown>)
  journal({ op: 'create', model: name as string, data: JSON.parse(JSON.stringify(created)), ...writeMeta() })
  return created as ReturnType<(typeof db)[M]['create']>
}

export function updateRecord<M extends ModelName>(
  name: M,
  pk: string,
  key: string | number,
  data: Record<string, unknown>,
) {
  const updated = model(name as string).update({ where: { [pk]: { equals: key } }, data })
  if (updated)
    journal({ op: 'update', model: name as string, pk, key, data: JSON.parse(JSON.stringify(data)), ...writeMeta() })
  return updated as ReturnType<(typeof db)[M]['create']> | null
}

export function deleteRecord(name: ModelName, pk: string, key: string | number) {
  const deleted = model(name as string).delete({ where: { [pk]: { equals: key } } })
  if (deleted) journal({ op: 'delete', model: name as string, pk, key, ...writeMeta() })
  return deleted
}

/** Applies one journaled write to the database (not journaled again). */
export function applyEntry(entry: JournalEntry): void {
  try {
    const target = model(entry.model)
    if (!target) return
    if (entry.op === 'create') target.create(entry.data)
    else if (entry.op === 'update') target.update({ where: { [entry.pk]: { equals: entry.key } }, data: entry.data })
    else target.delete({ where: { [entry.pk]: { equals: entry.key } } })
  } catch (error) {
    console.warn('demo journal replay skipped an entry', entry, error)
  }
}

/** Replays journaled writes over the freshly seeded database (every area seeded); they join the audit trail. */
export function replayJournal(entries: JournalEntry[]): void {
  for (const entry of entries) {
    applyEntry(entry)
    recordWrite(entry)
  }
}

/** Next free integer key of a model (seeded keys are dense from 1). */
export function nextId(name: ModelName, pk: string): number {
  const all = (db as unknown as Record<string, { getAll(): Record<string, unknown>[] }>)[name as string].getAll()
  let max = 0
  for (const row of all) max = Math.max(max, Number(row[pk]) || 0)
  return max + 1
}

type Resolver = (...args: unknown[]) => unknown
const COMMITTING = Symbol('commitsJournal')

/**
 * Makes a mock handler answer only after its journaled writes committed (one IndexedDB transaction),
 * whether it returns or throws its response, and attributes its writes to the request's user (audit).
 * Applied to every handler the demo worker and the test server serve.
 */
export function committingWrites<H>(handler: H): H {
  const target = handler as unknown as { resolver: Resolver; [COMMITTING]?: true }
  if (target[COMMITTING]) return handler
  const inner = target.resolver
  target.resolver = async (...args: unknown[]) => {
    const request = (args[0] as { request?: Request } | undefined)?.request
    const done = request ? beginRequest(request) : () => {}
    try {
      return await inner(...args)
    } finally {
      done()
      await commitJournal()
    }
  }
  target[COMMITTING] = true
  return handler
}
