import type { SnapshotFrom } from 'xstate'
import type { priorityMachine } from './priority.machine'

type Snapshot = SnapshotFrom<typeof priorityMachine>
type Module = NonNullable<Snapshot['context']['loaded']>['modules'][number]

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectPeriod = (s: Snapshot) => s.context.loaded?.period ?? null
export const selectIsOpen = (s: Snapshot) => s.context.loaded?.open === true
export const selectEditable = (s: Snapshot) =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saved' }) || s.matches({ ready: 'refused' })
export const selectBusy = (s: Snapshot) => s.matches({ ready: 'saving' })
export const selectSaved = (s: Snapshot) => s.matches({ ready: 'saved' })
export const selectRefusal = (s: Snapshot) => (s.matches({ ready: 'refused' }) ? s.context.refusal : null)
export const selectSavedAt = (s: Snapshot) => s.context.loaded?.savedAt ?? null
export const selectAssignment = (s: Snapshot) => s.context.loaded?.assignment ?? null
export const selectMoved = (s: Snapshot) => s.context.moved
export const selectOrder = (s: Snapshot) => s.context.order

const orderedCache = new WeakMap<object, Map<string, Module[]>>()
/** The modules in the on-screen order (memoised per answer and order, so `useSelector` sees a stable value). */
export const selectOrderedModules = (s: Snapshot): Module[] => {
  const loaded = s.context.loaded
  if (!loaded) return []
  const key = s.context.order.join(',')
  let byKey = orderedCache.get(loaded.modules)
  if (!byKey) orderedCache.set(loaded.modules, (byKey = new Map()))
  let list = byKey.get(key)
  if (!list) {
    const byID = new Map(loaded.modules.map((m) => [m.moduleID, m]))
    list = s.context.order.map((id) => byID.get(id)).filter((m): m is Module => m !== undefined)
    byKey.set(key, list)
  }
  return list
}
