import type { SnapshotFrom } from 'xstate'
import type { feedbackFormMachine } from './feedback-form.machine'

type Snapshot = SnapshotFrom<typeof feedbackFormMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectPeriod = (s: Snapshot) => s.context.loaded?.forms.period ?? null
export const selectIsOpen = (s: Snapshot) => s.context.loaded?.forms.open === true
export const selectModules = (s: Snapshot) => s.context.loaded?.forms.modules ?? []
export const selectClassmates = (s: Snapshot) => s.context.loaded?.forms.classmates ?? []
export const selectCriteria = (s: Snapshot) => s.context.loaded?.criteria ?? []
export const selectModuleID = (s: Snapshot) => s.context.moduleID
export const selectKind = (s: Snapshot) => s.context.kind
export const selectModule = (s: Snapshot) =>
  s.context.loaded?.forms.modules.find((m) => m.moduleID === s.context.moduleID) ?? null
/** The answer already sent for the chosen module and form kind. */
export const selectAnswer = (s: Snapshot) => selectModule(s)?.answers.find((a) => a.kind === s.context.kind) ?? null
export const selectBusy = (s: Snapshot) => s.matches({ ready: 'submitting' })
export const selectSaved = (s: Snapshot) => s.matches({ ready: 'saved' })
export const selectRefusal = (s: Snapshot) => (s.matches({ ready: 'refused' }) ? s.context.refusal : null)
export const selectServerMessage = (s: Snapshot) => s.context.serverMessage
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors
