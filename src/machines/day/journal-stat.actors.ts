import { fromPromise } from '@/machines/from-promise'
import { getJournalStat, type JournalStat, type JournalStatKind } from '@/api/journal-stats'

/** One statistics table of the journals (/Journals/Stat/*). */
export const loadStat = fromPromise<JournalStat, { kind: JournalStatKind }>(({ input, signal }) =>
  getJournalStat(input.kind, { signal, silent: true }),
)
