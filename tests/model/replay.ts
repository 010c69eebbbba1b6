import { expect, vi } from 'vitest'
import { TestModel, getAdjacencyMap, serializeSnapshot } from '@xstate/graph'
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate'

/**
 * Model-based testing for machines with invoked actors and delays.
 *
 * `createTestModel` refuses machines with `invoke`/`after`, so the graph is built with `TestModel`
 * directly: invoked actors' results are fixture events (`xstate.done.actor.<id>` with an output,
 * `xstate.error.actor.<id>` with an error) offered only while that actor runs, and delays are
 * `xstate.after.<DELAY>.<stateId>` events. Every generated path is then REPLAYED on a real actor whose
 * invoked actors are controllable promises and whose delays run on fake timers: after each step the
 * real actor must be in the state the model predicts, and `assertState` checks what each state means.
 * Convention: every invoke's id equals its actor name.
 */
export interface ReplayOptions<M extends AnyStateMachine> {
  machine: M
  input?: unknown
  /** Ordinary events offered in a state (done/error/after fixtures are added automatically). */
  events: (snapshot: SnapshotFrom<M>) => EventObject[]
  /** Outputs (and optionally errors) each invoked actor may produce. */
  outcomes: Record<string, { outputs?: unknown[]; error?: unknown; errors?: unknown[] }>
  /** Per-state assertions on the real actor's snapshot. */
  assertState?: (snapshot: SnapshotFrom<M>) => void
  /** Per-step assertions tying an event to the outcome the spec requires (the model alone cannot). */
  assertStep?: (event: EventObject & { output?: unknown; error?: unknown }, before: SnapshotFrom<M>, after: SnapshotFrom<M>) => void
  /** Provided actions (navigation placeholders and the like). */
  actions?: Record<string, (...args: never[]) => void>
  /** Extra traversal limits. */
  traversalLimit?: number
  /**
   * 'transitions' (default): a shortest path to every state, extended by every event offered there,
   * so every transition is exercised (shortest paths alone cover states, and skip an event whose
   * target state is reached another way); 'shortest' or 'simple' as @xstate/graph generates them.
   */
  kind?: 'transitions' | 'shortest' | 'simple'
}

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void }

function runningActorIds(snapshot: { children: Record<string, unknown> }): string[] {
  return Object.keys(snapshot.children ?? {})
}

function delayNameOf(eventType: string): string | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType)
  return match ? match[1] : null
}

function delayedEvents(machine: AnyStateMachine, snapshot: { _nodes?: { after?: { eventType: string }[] }[] }): EventObject[] {
  const out: EventObject[] = []
  for (const node of snapshot._nodes ?? []) {
    for (const transition of (node as unknown as { after: { eventType: string }[] }).after ?? []) out.push({ type: transition.eventType })
  }
  void machine
  return out
}

export function modelPaths<M extends AnyStateMachine>(options: ReplayOptions<M>) {
  const events = (snapshot: SnapshotFrom<M>) => {
      const offered: EventObject[] = [...options.events(snapshot)]
      for (const id of runningActorIds(snapshot as never)) {
        const outcome = options.outcomes[id]
        if (!outcome) continue
        for (const output of outcome.outputs ?? []) offered.push({ type: `xstate.done.actor.${id}`, output } as EventObject)
        if ('error' in outcome) offered.push({ type: `xstate.error.actor.${id}`, error: outcome.error } as EventObject)
        for (const error of outcome.errors ?? []) offered.push({ type: `xstate.error.actor.${id}`, error } as EventObject)
      }
      offered.push(...delayedEvents(options.machine, snapshot as never))
      return offered
  }
  const model = new TestModel(options.machine, { events: events as never } as never)
  const traversal = { input: options.input, limit: options.traversalLimit ?? 2000 } as never
  if (options.kind === 'simple') return model.getSimplePaths(traversal)
  if (options.kind === 'shortest') return model.getShortestPaths(traversal)
  const toEveryState = model.getShortestPaths({ ...(traversal as object), allowDuplicatePaths: true } as never)
  const rawAdjacency = getAdjacencyMap(options.machine, { events, input: options.input, limit: options.traversalLimit ?? 2000 } as never) as unknown as Record<
    string,
    { state: unknown; transitions: Record<string, { event: EventObject; state: unknown }> }
  >
  const adjacency: typeof rawAdjacency = {}
  for (const node of Object.values(rawAdjacency)) adjacency[serializeSnapshot(node.state as never)] = node
  const extended: typeof toEveryState = []
  const seen = new Set<string>()
  for (const path of toEveryState) {
    const key = serializeSnapshot(path.state as never)
    const node = adjacency[key]
    const transitions = node ? Object.values(node.transitions) : []
    if (transitions.length === 0 && !seen.has(key)) {
      seen.add(key)
      extended.push(path)
    }
    for (const transition of transitions) {
      const id = `${key}|${JSON.stringify(transition.event)}`
      if (seen.has(id)) continue
      seen.add(id)
      extended.push({ ...path, state: transition.state as never, steps: [...path.steps, { event: transition.event, state: transition.state as never }] })
    }
  }
  return extended
}

/** Replays one path on a real actor; returns the number of steps checked. */
export async function replayPath<M extends AnyStateMachine>(options: ReplayOptions<M>, path: ReturnType<typeof modelPaths<M>>[number]) {
  vi.useFakeTimers()
  const pending = new Map<string, Deferred>()
  const actors: Record<string, unknown> = {}
  for (const id of Object.keys(options.outcomes)) {
    actors[id] = fromPromise(() => new Promise((resolve, reject) => pending.set(id, { resolve, reject })))
  }
  const machine = options.machine.provide({ actors, actions: options.actions ?? {} } as never) as M
  const delays = (options.machine.implementations.delays ?? {}) as Record<string, number | (() => number)>
  const actor = createActor(machine, { input: options.input } as never)
  actor.start()
  try {
    let before = actor.getSnapshot() as SnapshotFrom<M>
    for (const step of path.steps) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown }
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
      const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
      const delayName = delayNameOf(event.type)
      if (event.type === 'xstate.init') {
        // the initial snapshot
      } else if (done || failed) {
        const id = (done ?? failed)![1]
        const deferred = pending.get(id)
        expect(deferred, `actor "${id}" should be running before its result arrives`).toBeDefined()
        pending.delete(id)
        if (done) deferred!.resolve(event.output)
        else deferred!.reject(event.error)
        await vi.advanceTimersByTimeAsync(0)
      } else if (delayName) {
        // Parallel regions may hold several timers; the model fires one delayed event at a time, so
        // deliver exactly that one (durations are checked by timed unit tests, not here).
        expect(delays[delayName] ?? Number(delayName), `delay ${delayName} is named in setup()`).toBeDefined()
        actor.send(event as never)
        await vi.advanceTimersByTimeAsync(0)
      } else {
        actor.send(event as never)
        await vi.advanceTimersByTimeAsync(0)
      }
      const snapshot = actor.getSnapshot() as SnapshotFrom<M>
      expect((snapshot as { value: unknown }).value, `after ${event.type}`).toEqual(step.state.value)
      options.assertState?.(snapshot)
      if (event.type !== 'xstate.init') options.assertStep?.(event, before, snapshot)
      before = snapshot
    }
    return path.steps.length
  } finally {
    actor.stop()
    vi.useRealTimers()
  }
}

/** A readable name for a generated path. */
export function describePath(path: { steps: { event: EventObject }[] }): string {
  return path.steps
    .map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*/, 'after:$1'))
    .filter((t) => t !== 'xstate.init')
    .join(' → ') || '(initial)'
}
