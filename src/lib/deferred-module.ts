import { useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from './idle'

/** A library module the page draws a stand-in for until it has arrived (see `deferredModule`). */
export interface DeferredModule<M> {
  /** Starts the load (once; again after a failure) and resolves with the module. */
  load: () => Promise<M>
  /** The module once it has arrived, else `null`. */
  current: () => M | null
  /**
   * The module, or `null` while it has not arrived: the component draws its stand-in then, and re-renders when it
   * arrives. A mounted stand-in starts the load once the page is idle (at the latest after `idleTimeout`).
   */
  useModule: () => M | null
}

/**
 * A module kept off a route's first download and fetched after its first paint (issue 19): a control every
 * route may show (PrimeReact's Dropdown with its VirtualScroller, 16 KiB gzip) would otherwise be on the
 * critical path of each. Unlike `lazy`, nothing suspends: the caller draws a stand-in of the same size and look,
 * which asks for the module at once when the user reaches it.
 */
export function deferredModule<M>(importModule: () => Promise<M>, idleTimeout = 2_000): DeferredModule<M> {
  let module: M | null = null
  let loading: Promise<M> | null = null
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const current = () => module
  const load = () =>
    (loading ??= importModule().then(
      (arrived) => {
        module = arrived
        for (const listener of listeners) listener()
        return arrived
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  function useModule() {
    const arrived = useSyncExternalStore(subscribe, current, current)
    useEffect(() => {
      if (arrived) return
      return whenIdle(() => void load().catch(() => undefined), idleTimeout)
    }, [arrived])
    return arrived
  }
  return { load, current, useModule }
}
