import {
  createElement,
  lazy as reactLazy,
  startTransition,
  Suspense as ReactSuspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'

/**
 * The app's `lazy` and `Suspense` (lint forbids React's own): a lazily loaded component shows the moment its
 * chunk arrives.
 *
 * React reveals a suspended boundary's content in a "retry" render, and it throttles retries to 300 ms after
 * the last fallback appeared or went (react-dom's FALLBACK_THROTTLE_MS). So a screen whose chunk came in
 * 40 ms still waited the rest of the 300 ms: on every first visit of a screen, and once more for each nested
 * chunk of a first page load (route table, frame, screen). Here each arrival bumps a counter that every
 * `Suspense` of ours subscribes to; its re-render renders the now-resolved component and commits at once.
 * That re-render is a transition: React renders it in slices that yield to the browser, where an external
 * store's update (useSyncExternalStore) would render a whole screen in one task (issue 19: on a phone the
 * sign-in card's arrival was one task of ~300 ms).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own lazy
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { prepared = true }: LazyOptions = {},
): LazyExoticComponent<T> {
  return reactLazy(() => {
    const loading = Promise.all([load(), prepared ? runPreparations() : undefined]).then(([module]) => module)
    // React's own `then`, which marks the component resolved, is attached after this one: announce after it.
    loading.then(
      () => queueMicrotask(announceArrival),
      () => {}, // a failed chunk reaches the error boundary through React's own `then`
    )
    return loading
  })
}

/**
 * A handler that fetches a lazily loaded part ahead (on hover, focus, idle): a failed fetch is left to the part's
 * own render to report, not an unhandled rejection here.
 */
export function prefetch(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined)
}

export interface LazyOptions {
  /**
   * `false`: the component draws no PrimeReact and does not wait for the preparations — nor start them, so the
   * sign-in card loads without PrimeReact's chunk (issue 19).
   */
  prepared?: boolean
}

const notStarted: (() => Promise<unknown>)[] = []
let preparations: Promise<unknown> = Promise.resolve()

/**
 * Work every lazily loaded component waits for before it first renders, started by the first one that needs it:
 * the app's start (start.tsx) hands in the PrimeReact locale's registration, which loads with PrimeReact's own
 * chunk, not with the entry (issue 19). Every component that draws PrimeReact is lazily loaded (screens, the
 * frame, the notification host), so none renders with the English texts. A failed preparation holds nothing up
 * (the caller reports it): the screens still load.
 */
export function prepareLazyComponents(work: () => Promise<unknown>) {
  notStarted.push(work)
}

/** Starts the preparations not started yet (each runs once); resolves when all have settled. */
function runPreparations(): Promise<unknown> {
  for (const work of notStarted.splice(0)) preparations = Promise.all([preparations, work().catch(() => undefined)])
  return preparations
}

let arrivals = 0
const listeners = new Set<() => void>()

function announceArrival() {
  arrivals += 1
  for (const listener of listeners) listener()
}

/** React's Suspense, re-rendered in a transition when any `lazy` chunk has arrived (see `lazy`). */
export function Suspense({ fallback, children }: { fallback?: ReactNode; children?: ReactNode }) {
  const [seen, setSeen] = useState(arrivals)
  useEffect(() => {
    const listener = () => startTransition(() => setSeen(arrivals))
    listeners.add(listener)
    if (arrivals !== seen) listener() // a chunk arrived between this render and the subscription
    return () => {
      listeners.delete(listener)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once; `seen` is the count at mount
  }, [])
  return createElement(ReactSuspense, { fallback }, children)
}
