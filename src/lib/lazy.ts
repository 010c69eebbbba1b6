import {
  createElement,
  lazy as reactLazy,
  Suspense as ReactSuspense,
  useSyncExternalStore,
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
 * `Suspense` of ours subscribes to; its re-render is an ordinary update, which renders the now-resolved
 * component and commits at once.
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
 * the app's start (main.tsx) hands in the PrimeReact locale's registration, which loads with PrimeReact's own
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

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const arrivalCount = () => arrivals

/** React's Suspense, re-rendered when any `lazy` chunk has arrived (see `lazy`). */
export function Suspense({ fallback, children }: { fallback?: ReactNode; children?: ReactNode }) {
  useSyncExternalStore(subscribe, arrivalCount, arrivalCount)
  return createElement(ReactSuspense, { fallback }, children)
}
