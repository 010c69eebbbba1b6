import type { SnapshotFrom } from 'xstate'
import type { nirStatMachine } from './nir-stat.machine'

type S = SnapshotFrom<typeof nirStatMachine>

export const selectLoading = (s: S) => !s.matches('ready')
export const selectRows = (s: S) => s.context.rows
export const selectLevels = (s: S) => s.context.levels
export const selectKafs = (s: S) => s.context.kafs
export const selectYear = (s: S) => s.context.query.year
export const selectSem = (s: S) => s.context.query.sem
export const selectDep = (s: S) => s.context.query.dep
export const selectGroup = (s: S) => s.context.query.by
