import type { SnapshotFrom } from 'xstate'
import type { reportEditMachine } from './report-edit.machine'

type Snapshot = SnapshotFrom<typeof reportEditMachine>

/** Narrow slices of the GEK report for the screen (objects: compare with shallowEqual). */
export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectHasFailed = (s: Snapshot) => s.matches('failed')
export const selectIsEditing = (s: Snapshot) => s.matches({ ready: { mode: 'editing' } })
export const selectIsViewing = (s: Snapshot) => s.matches({ ready: { mode: 'viewing' } })
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsNew = (s: Snapshot) => s.context.protocolID === null
export const selectProtocolID = (s: Snapshot) => s.context.protocolID
export const selectRevision = (s: Snapshot) => s.context.revision
export const selectReport = (s: Snapshot) => s.context.report
export const selectIsConfirmed = (s: Snapshot) => s.context.report.veryfied
export const selectBestWorks = (s: Snapshot) => s.context.report.bestWorks
export const selectChairman = (s: Snapshot) => ({
  id: s.context.report.chairmanId,
  name: s.context.report.chairmanFullName,
  photo: s.context.report.chairmanPhoto,
})
export const selectAllowConfirm = (s: Snapshot) => s.context.allowConfirm
/** «Редактировать» is offered only to the secretary of an unconfirmed report. */
export const selectCanEdit = (s: Snapshot) => !s.context.allowConfirm && !s.context.report.veryfied
/** «Подтвердить» is offered only to the chairman of an unconfirmed report. */
export const selectCanConfirm = (s: Snapshot) => s.context.allowConfirm && !s.context.report.veryfied
/** Why the secretary cannot edit: the chairman confirmed the report. */
export const selectLockedBecauseConfirmed = (s: Snapshot) =>
  !s.context.allowConfirm && s.context.report.veryfied && s.context.protocolID !== null
export const selectCanToggleBest = (s: Snapshot) => s.can({ type: 'bestWork.toggle', studentID: 0 })
export const selectSaveError = (s: Snapshot) => s.context.error
export const selectUgsns = (s: Snapshot) => s.context.ugsns
export const selectDirections = (s: Snapshot) => s.context.directions
export const selectProgrammes = (s: Snapshot) => s.context.programmes
export const selectChairmen = (s: Snapshot) => s.context.chairmen
export const selectStudents = (s: Snapshot) => s.context.students
export const selectCompetences = (s: Snapshot) => s.context.competences
export const selectOthers = (s: Snapshot) => s.context.others
export const selectUgsnName = (s: Snapshot) => s.context.ugsns.find((u) => u.id === s.context.report.ugsnid)?.name ?? ''
export const selectListsLoading = (s: Snapshot) => ({
  directions: s.matches({ ready: { directions: 'loading' } }),
  programmes: s.matches({ ready: { programmes: 'loading' } }),
  chairmen: s.matches({ ready: { chairmen: 'loading' } }),
  students: s.matches({ ready: { students: 'loading' } }),
})
