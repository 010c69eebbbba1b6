import { useSyncExternalStore } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'

/** Reads a signal in a component and re-renders when it changes. */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  return useSyncExternalStore(
    (notify) => source.subscribe(() => notify()),
    () => source.peek(),
  )
}
