import type { SnapshotFrom } from 'xstate'
import type { publicationListMachine } from './publication-list.machine'

type S = SnapshotFrom<typeof publicationListMachine>

const norm = (s: string) => s.toLocaleLowerCase('ru').replace(/ё/g, 'е').trim()

export const selectLoading = (s: S) => s.matches('loading') && s.context.works.length === 0
export const selectFailed = (s: S) => s.matches('failed')
export const selectBusy = (s: S) => s.hasTag('busy')
export const selectQuery = (s: S) => s.context.query
export const selectAllCount = (s: S) => s.context.works.length
export const selectCanAdd = (s: S) => s.context.canAdd
export const selectTypes = (s: S) => s.context.types
export const selectError = (s: S) => s.context.error
export const selectDone = (s: S) => s.context.done
export const selectReturning = (s: S) => (s.matches('returnDialog') ? s.context.returning : null)
export const selectReturnWork = (s: S) => s.context.works.find((w) => w.workID === s.context.returning) ?? null
/** The rows matching the search text in name, authors, type or status. */
export const selectVisibleWorks = (s: S) => {
  const q = norm(s.context.query)
  if (!q) return s.context.works
  return s.context.works.filter((w) =>
    norm(`${w.name} ${w.authors} ${w.typeName} ${w.statusName} ${w.year ?? ''}`).includes(q),
  )
}
