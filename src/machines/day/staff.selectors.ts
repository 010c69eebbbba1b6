import type { SnapshotFrom } from 'xstate'
import type { staffGraphMachine } from './staff-graph.machine'
import type { accessibilityMachine } from './accessibility.machine'

type Graph = SnapshotFrom<typeof staffGraphMachine>
type Access = SnapshotFrom<typeof accessibilityMachine>

export const selectGraphLoading = (s: Graph) => s.matches('loading')
export const selectGraphFailure = (s: Graph) => s.context.failure
export const selectGraph = (s: Graph) => s.context.graph
export const selectGraphFilter = (s: Graph) => ({ department: s.context.department, year: s.context.year })

export const selectAccessLoading = (s: Access) => s.matches('loading')
export const selectAccessFailure = (s: Access) => s.context.failure
export const selectAccessInfo = (s: Access) => s.context.info
export const selectAccessRequests = (s: Access) => s.context.requests
export const selectAccessBusy = (s: Access) => s.matches({ ready: 'sending' })
export const selectAccessRefusal = (s: Access) => s.context.refusal
export const selectAccessSendFailed = (s: Access) => s.context.sendFailed
export const selectAccessSentID = (s: Access) => s.context.sentID
export const selectAccessFormKey = (s: Access) => s.context.formKey
