import type { SnapshotFrom } from 'xstate'
import type { gostListMachine } from './gost-list.machine'

type S = SnapshotFrom<typeof gostListMachine>

export const selectLoading = (s: S) => s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectMe = (s: S) => s.context.me
export const selectEntries = (s: S) => s.context.entries
export const selectYearFrom = (s: S) => s.context.yearFrom
export const selectYearTo = (s: S) => s.context.yearTo
export const selectAcceptedOnly = (s: S) => s.context.acceptedOnly
/** «From» after «to»: the list is empty and the screen says why. */
export const selectPeriodInvalid = (s: S) => s.context.yearFrom > s.context.yearTo
