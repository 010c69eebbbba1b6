import { fromPromise } from '@/machines/from-promise'
import { getJournalStat, type JournalStat, type JournalStatKind } from '@/api/journal-stats'
import type { Period } from '@/lib/journal-forming'

/** One statistics table of the journals (/Journals/Stat/*, /Journals/TeachersRating). */
export const loadStat = fromPromise<JournalStat, { kind: JournalStatKind; period: Period | null }>(
  ({ input, signal }) => getJournalStat(input.kind, { signal, silent: true }, input.period),
)
