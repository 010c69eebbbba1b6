import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, expect, TestRunner, vi } from 'vitest'
import { getAdjacencyMap, serializeSnapshot } from '@xstate/graph'
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate'

/**
 * Model-based testing for machines with invoked actors and delays, with paths chosen by COVERAGE.
 *
 * The model (the events a test offers in each state, plus fixture results of invoked actors and the
 * machine's delays) is explored breadth-first into a graph of snapshots. Coverage items are read from
 * the machine itself: for every edge, the transitions `getTransitionData` enables (source state node,
 * event, candidate index — guard branches are separate candidates), or, when the event has candidates
 * but every guard refuses it, the refusal (a guard's false branch: a stale answer dropped, a confirm not
 * allowed). Each item is taken in each state of the model (the state value, i.e. every combination of
 * parallel regions, together with the events the model offers there: the model's own way of telling
 * contexts apart, such as «no direction chosen yet» and «direction chosen») with each event variant
 * (each fixture output or error, each payload the model offers): «for each state, each enabled event
 * and each actor outcome». Paths: the spec's named journeys first, then a shortest path to each item
 * not yet covered (nearest first); a model that would need more than PATH_BUDGET of them is covered by
 * walks instead (a shortest route to the nearest uncovered item, then on from there).
 *
 * Every path is REPLAYED on a real actor whose invoked actors are controllable promises and whose delays
 * run on fake timers: after each step the real actor must be in the state the model predicts, and
 * `assertState`/`assertStep` check what each state and step means. The replay records the states and
 * transitions the REAL actor took; after the file's paths ran, the coverage reached is compared with
 * what the exploration found reachable: one line per model, `states N/N, transitions M/M, paths K`,
 * and the file FAILS when a reachable state or transition was left uncovered.
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
  assertStep?: (
    event: EventObject & { output?: unknown; error?: unknown },
    before: SnapshotFrom<M>,
    after: SnapshotFrom<M>,
  ) => void
  /** Provided actions (navigation placeholders and the like). */
  actions?: Record<string, (...args: never[]) => void>
  /** Upper bound on explored snapshots (the exploration fails loudly past it). */
  traversalLimit?: number
  /** Name in the coverage line (default: the machine's id and the describe block's name). */
  label?: string
  /**
   * Journeys the spec names, replayed as written from the initial state (before the coverage paths).
   * A step is an event the model offers there; a bare type string picks the first offered event of
   * that type (for `xstate.done.actor.<id>`: the first fixture output).
   */
  journeys?: Record<string, (EventObject | string)[]>
}

/** Longest generated walk (a readable failure beats a minimal count of paths). */
const MAX_STEPS = 40
/** Most shortest paths a model gets before it is covered by walks instead. */
const PATH_BUDGET = 120

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void }
type AnySnapshot = {
  value: unknown
  context: unknown
  children?: Record<string, unknown>
  _nodes?: StateNodeLike[]
  machine?: AnyStateMachine
}
type StateNodeLike = { id: string; transitions: Map<string, unknown[]>; after?: { eventType: string }[] }
type TransitionLike = { source: StateNodeLike; eventType: string; target?: { id: string }[] }
export type ModelStep<S = AnySnapshot> = { event: EventObject; state: S }
export type ModelPath<S = AnySnapshot> = {
  state: S
  steps: ModelStep<S>[]
  weight: number
  name?: string
  coverage?: Coverage
}

function runningActorIds(snapshot: AnySnapshot): string[] {
  return Object.keys(snapshot.children ?? {})
}

function delayNameOf(eventType: string): string | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType)
  return match ? match[1] : null
}

function delayedEvents(snapshot: AnySnapshot): EventObject[] {
  const out: EventObject[] = []
  for (const node of snapshot._nodes ?? [])
    for (const transition of node.after ?? []) out.push({ type: transition.eventType })
  return out
}

/** A stable, readable name for an event variant (errors by message; other payloads as JSON). */
function variantOf(event: EventObject): string {
  try {
    return JSON.stringify(event, (_k, v: unknown) => (v instanceof Error ? `Error(${v.message})` : v))
  } catch {
    return event.type
  }
}

function stateIdsOf(snapshot: AnySnapshot, rootId: string): string[] {
  return (snapshot._nodes ?? []).map((n) => n.id).filter((id) => id !== rootId)
}

/**
 * The coverage items an event takes in a snapshot: one per enabled transition (`#source —type[i]→
 * #target`), or the guards' refusal (`#source —type ⊘`) when candidates exist and none is enabled.
 * Nothing when no active state handles the event (it is simply not offered there by the machine).
 */
function transitionsOf(machine: AnyStateMachine, snapshot: AnySnapshot, event: EventObject): string[] {
  const enabled = machine.getTransitionData(snapshot as never, event as never) as unknown as TransitionLike[]
  if (enabled.length > 0) {
    return enabled.map((t) => {
      const candidates = t.source.transitions.get(t.eventType) ?? []
      const index = candidates.indexOf(t as never)
      const targets = (t.target ?? []).map((n) => `#${n.id}`).join(',') || '(stays)'
      return `#${t.source.id} —${t.eventType}${candidates.length > 1 ? `[${index}]` : ''}→ ${targets}`
    })
  }
  const handlers = (snapshot._nodes ?? []).filter((n) => (n.transitions.get(event.type) ?? []).length > 0)
  if (handlers.length === 0) return []
  return [`${handlers.map((n) => `#${n.id}`).join(',')} —${event.type} ⊘ (every guard refuses)`]
}

/** Coverage of one model: what the exploration found reachable and what the replays really took. */
export class Coverage {
  readonly reachableStates = new Set<string>()
  readonly reachableItems = new Map<string, string>() // item → transition
  readonly coveredStates = new Set<string>()
  readonly coveredItems = new Set<string>()
  pathCount = 0
  replayed = 0
  checked = false
  constructor(
    readonly label: string,
    readonly machine: AnyStateMachine,
    /** The model's own events in a snapshot: with the state value, what tells the model's states apart. */
    readonly offered: (snapshot: never) => EventObject[],
  ) {}

  itemsOf(snapshot: AnySnapshot, event: EventObject): string[] {
    if (event.type === 'xstate.init') return []
    const where = `${JSON.stringify(snapshot.value)} offering [${this.offered(snapshot as never)
      .map(variantOf)
      .sort()
      .join(', ')}]`
    const variant = variantOf(event)
    return transitionsOf(this.machine, snapshot, event).map((t) => `${t} | in ${where} | ${variant}`)
  }
  recordState(snapshot: AnySnapshot) {
    for (const id of stateIdsOf(snapshot, this.machine.id)) this.coveredStates.add(id)
  }
  recordStep(before: AnySnapshot, event: EventObject) {
    for (const item of this.itemsOf(before, event)) this.coveredItems.add(item)
  }

  get reachableTransitions() {
    return new Set(this.reachableItems.values())
  }
  get coveredTransitions() {
    return new Set(
      [...this.coveredItems].filter((i) => this.reachableItems.has(i)).map((i) => this.reachableItems.get(i)!),
    )
  }
  summary() {
    const states = [...this.reachableStates].filter((s) => this.coveredStates.has(s)).length
    return `${this.label}: states ${states}/${this.reachableStates.size}, transitions ${this.coveredTransitions.size}/${this.reachableTransitions.size}, paths ${this.pathCount}`
  }
  missing() {
    return [
      ...[...this.reachableStates].filter((s) => !this.coveredStates.has(s)).map((s) => `state #${s}`),
      ...[...this.reachableItems.keys()].filter((i) => !this.coveredItems.has(i)).map((i) => `transition ${i}`),
    ]
  }
  /** Prints the coverage line and fails when a reachable state or transition was not taken. */
  check() {
    if (this.checked) return
    this.checked = true
    if (this.replayed < this.pathCount) {
      console.log(
        `${this.label}: coverage not checked (${this.replayed}/${this.pathCount} paths replayed to the end: filtered, failed, or inspected without a replay)`,
      )
      return
    }
    const line = this.summary()
    console.log(line)
    writeCoverageRecord(this, line)
    const missing = this.missing()
    if (missing.length > 0)
      throw new Error(
        `${this.label}: the replayed paths left ${missing.length} reachable item(s) uncovered:\n  ${missing.join('\n  ')}`,
      )
  }
}

/** One JSON file per model under test-results/model-coverage (read by scripts/test-all.mjs). */
function writeCoverageRecord(coverage: Coverage, line: string) {
  try {
    const dir = 'test-results/model-coverage'
    mkdirSync(dir, { recursive: true })
    const states = [...coverage.reachableStates].filter((s) => coverage.coveredStates.has(s)).length
    const record = {
      label: coverage.label,
      machine: coverage.machine.id,
      states: [states, coverage.reachableStates.size],
      transitions: [coverage.coveredTransitions.size, coverage.reachableTransitions.size],
      paths: coverage.pathCount,
      line,
    }
    const unique = Math.random().toString(36).slice(2, 8) // two models may share a label
    writeFileSync(
      `${dir}/${coverage.label.replace(/[^\p{L}\p{N}]+/gu, '-')}-${unique}.json`,
      `${JSON.stringify(record)}\n`,
    )
  } catch {
    // coverage records are a report, never a reason to fail
  }
}

function isInsideTest() {
  return Boolean(TestRunner.getCurrentTest())
}

/** The machine's id, with the describe block's name when there is one. */
function labelOf(machine: AnyStateMachine, label?: string) {
  if (label) return label
  const suite = isInsideTest() ? TestRunner.getCurrentTest()?.suite?.name : TestRunner.getCurrentSuite()?.name
  return suite ? `${machine.id} (${suite})` : machine.id
}

/**
 * Paths covering every reachable state and transition of the model (see the file comment). Called
 * while a describe block (or the file) is collected, it registers the coverage check to run after the
 * block's tests; called inside a test, the caller runs `checkCoverage(paths)` after replaying them.
 */
export function modelPaths<M extends AnyStateMachine>(options: ReplayOptions<M>): ModelPath<SnapshotFrom<M>>[] {
  const machine = options.machine
  const events = (snapshot: SnapshotFrom<M>) => {
    const offered: EventObject[] = [...options.events(snapshot)]
    for (const id of runningActorIds(snapshot as AnySnapshot)) {
      const outcome = options.outcomes[id]
      if (!outcome) continue
      for (const output of outcome.outputs ?? [])
        offered.push({ type: `xstate.done.actor.${id}`, output } as EventObject)
      if ('error' in outcome) offered.push({ type: `xstate.error.actor.${id}`, error: outcome.error } as EventObject)
      for (const error of outcome.errors ?? []) offered.push({ type: `xstate.error.actor.${id}`, error } as EventObject)
    }
    offered.push(...delayedEvents(snapshot as AnySnapshot))
    return offered
  }
  const adjacency = getAdjacencyMap(machine, {
    events,
    input: options.input,
    limit: options.traversalLimit ?? 2000,
  } as never) as unknown as Record<
    string,
    { state: AnySnapshot; transitions: Record<string, { event: EventObject; state: AnySnapshot }> }
  >
  const coverage = new Coverage(labelOf(machine, options.label), machine, options.events as never)

  // Breadth-first tree of shortest paths from the initial snapshot; every edge with its coverage items.
  const keys = Object.keys(adjacency)
  const initialKey = keys[0]
  const parent = new Map<string, { from: string; event: EventObject } | null>([[initialKey, null]])
  /**
   * `delivers`: the invoked actor (its id) an actor-result fixture completes; `restarts`: invoked actors
   * the transition starts anew (or stops), read from the transition's own result, not from the
   * snapshot stored for `to` (that one may have been reached by another route, with other actors).
   */
  type Edge = {
    from: string
    to: string
    event: EventObject
    items: string[]
    order: number
    delivers?: string
    restarts: string[]
  }
  const edges: Edge[] = []
  const queue = [initialKey]
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i]
    const node = adjacency[key]
    for (const id of stateIdsOf(node.state, machine.id)) coverage.reachableStates.add(id)
    for (const { event, state } of Object.values(node.transitions)) {
      const to = serializeSnapshot(state as never)
      const items = coverage.itemsOf(node.state, event)
      for (const item of items) coverage.reachableItems.set(item, item.slice(0, item.indexOf(' | ')))
      const result = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)
      const session = (snapshot: AnySnapshot, id: string) =>
        (snapshot.children?.[id] as { sessionId?: string } | undefined)?.sessionId
      const ids = new Set([...Object.keys(node.state.children ?? {}), ...Object.keys(state.children ?? {})])
      const restarts = [...ids].filter((id) => session(node.state, id) !== session(state, id))
      edges.push({ from: key, to, event, items, order: edges.length, delivers: result?.[1], restarts })
      if (!parent.has(to) && adjacency[to]) {
        parent.set(to, { from: key, event })
        queue.push(to)
      }
    }
  }
  const stepsTo = (key: string): ModelStep[] => {
    const steps: ModelStep[] = []
    for (let at: string | undefined = key; at !== undefined; ) {
      const link = parent.get(at)
      steps.unshift({ event: link ? link.event : { type: 'xstate.init' }, state: adjacency[at].state })
      at = link?.from
    }
    return steps
  }

  const covered = new Set<string>()
  const coveredStates = new Set<string>()
  const paths: ModelPath[] = []
  const take = (steps: ModelStep[], name?: string) => {
    let from = steps[0].state
    for (const id of stateIdsOf(from, machine.id)) coveredStates.add(id)
    for (const step of steps.slice(1)) {
      for (const item of coverage.itemsOf(from, step.event)) covered.add(item)
      for (const id of stateIdsOf(step.state, machine.id)) coveredStates.add(id)
      from = step.state
    }
    const path: ModelPath = { state: steps.at(-1)!.state, steps, weight: steps.length, coverage }
    if (name) path.name = name
    paths.push(path)
  }

  // 1. The spec's named journeys, as written.
  for (const [name, journey] of Object.entries(options.journeys ?? {})) {
    let key = initialKey
    const steps = [{ event: { type: 'xstate.init' }, state: adjacency[initialKey].state }]
    for (const wanted of journey) {
      const offered = Object.values(adjacency[key].transitions)
      const edge =
        typeof wanted === 'string'
          ? offered.find((t) => t.event.type === wanted)
          : offered.find((t) => variantOf(t.event) === variantOf(wanted))
      if (!edge)
        throw new Error(
          `journey «${name}»: ${typeof wanted === 'string' ? wanted : variantOf(wanted)} is not offered in ${JSON.stringify(adjacency[key].state.value)}`,
        )
      steps.push({ event: edge.event, state: edge.state })
      key = serializeSnapshot(edge.state as never)
    }
    take(steps, name)
  }
  // 2. One shortest path per transition not yet covered (nearest first; the initial snapshot too):
  //    the readable form, kept while the model needs at most PATH_BUDGET of them. A larger model gets
  //    walks instead: from the initial snapshot, a shortest route to the nearest uncovered item, take it,
  //    and go on from there; a walk ends when nothing uncovered is reachable from where it stands or at
  //    MAX_STEPS, and the next starts again from the initial snapshot. (Hundreds of shortest paths
  //    replay the same prefixes again and again: a replay costs its steps.)
  const outgoing = new Map<string, Edge[]>()
  for (const edge of edges) outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge])
  const isNew = (edge: Edge) => edge.items.some((item) => !covered.has(item))
  // An invoked actor answers once: after its result (even one the guards refuse, which leaves the
  // snapshot as it was) it no longer runs, so a walk never delivers to the same actor twice.
  const after = (answered: Set<string>, edge: Edge) => {
    if (edge.delivers === undefined && edge.restarts.length === 0) return answered
    const next = new Set(answered)
    if (edge.delivers !== undefined) next.add(edge.delivers)
    for (const id of edge.restarts) next.delete(id)
    return next
  }
  const routeToUncovered = (start: string, finished: Set<string>): Edge[] | null => {
    const via = new Map<string, Edge | null>([[start, null]])
    const answered = new Map<string, Set<string>>([[start, finished]])
    const todo = [start]
    for (let i = 0; i < todo.length; i++) {
      const done = answered.get(todo[i])!
      for (const edge of outgoing.get(todo[i]) ?? []) {
        if (edge.delivers !== undefined && done.has(edge.delivers)) continue
        if (isNew(edge)) {
          const route = [edge]
          for (let back = via.get(edge.from); back; back = via.get(back.from)) route.unshift(back)
          return route
        }
        if (!via.has(edge.to) && adjacency[edge.to]) {
          via.set(edge.to, edge)
          answered.set(edge.to, after(done, edge))
          todo.push(edge.to)
        }
      }
    }
    return null
  }
  const stepOf = (edge: Edge): ModelStep => ({
    event: edge.event,
    state: adjacency[edge.from].transitions[JSON.stringify(edge.event)].state,
  })
  const start = (): ModelStep => ({ event: { type: 'xstate.init' }, state: adjacency[initialKey].state })
  const saved = { covered: new Set(covered), coveredStates: new Set(coveredStates), paths: paths.length }
  take([start()])
  for (
    let route = routeToUncovered(initialKey, new Set());
    route && paths.length <= PATH_BUDGET;
    route = routeToUncovered(initialKey, new Set())
  ) {
    take([start(), ...route.map(stepOf)])
  }
  if (paths.length > PATH_BUDGET) {
    covered.clear()
    for (const item of saved.covered) covered.add(item)
    coveredStates.clear()
    for (const id of saved.coveredStates) coveredStates.add(id)
    paths.length = saved.paths
    for (;;) {
      let at = initialKey
      const walk: Edge[] = []
      let finished = new Set<string>()
      for (;;) {
        const route = routeToUncovered(at, finished)
        if (!route || (walk.length > 0 && walk.length + route.length > MAX_STEPS)) break
        for (const edge of route) for (const item of edge.items) covered.add(item)
        for (const edge of route) finished = after(finished, edge)
        walk.push(...route)
        at = route.at(-1)!.to
      }
      if (walk.length === 0) break
      take([start(), ...walk.map(stepOf)])
    }
  }
  for (const key of keys) {
    if (stateIdsOf(adjacency[key].state, machine.id).some((id) => !coveredStates.has(id))) take(stepsTo(key))
  }
  if (paths.length === 0) take(stepsTo(initialKey))

  coverage.pathCount = paths.length
  if (!isInsideTest()) afterAll(() => coverage.check())
  return paths as unknown as ModelPath<SnapshotFrom<M>>[]
}

/** For tests that replay inside one `it`: prints the coverage line and fails on uncovered items. */
export function checkCoverage(paths: { coverage?: Coverage }[]) {
  paths[0]?.coverage?.check()
}

/** For tests with their own replay loop: record each real step (call before sending the event). */
export function recordStep(path: { coverage?: Coverage }, before: unknown, event: EventObject) {
  path.coverage?.recordStep(before as AnySnapshot, event)
}
/** For tests with their own replay loop: record each real snapshot, and that the path was replayed. */
export function recordState(path: { coverage?: Coverage }, snapshot: unknown) {
  path.coverage?.recordState(snapshot as AnySnapshot)
}
export function recordReplayed(path: { coverage?: Coverage }) {
  if (path.coverage) path.coverage.replayed += 1
}

/** Replays one path on a real actor; returns the number of steps checked. */
export async function replayPath<M extends AnyStateMachine>(
  options: ReplayOptions<M>,
  path: ModelPath<SnapshotFrom<M>>,
) {
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
      if (event.type !== 'xstate.init') path.coverage?.recordStep(before as AnySnapshot, event)
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
      expect((snapshot as { value: unknown }).value, `after ${event.type}`).toEqual((step.state as AnySnapshot).value)
      path.coverage?.recordState(snapshot as AnySnapshot)
      options.assertState?.(snapshot)
      if (event.type !== 'xstate.init') options.assertStep?.(event, before, snapshot)
      before = snapshot
    }
    if (path.coverage) path.coverage.replayed += 1
    return path.steps.length
  } finally {
    actor.stop()
    vi.useRealTimers()
  }
}

/** A readable name for a generated path (a named journey keeps its name). */
export function describePath(path: { steps: { event: EventObject }[]; name?: string }): string {
  const events =
    path.steps
      .map((s) =>
        s.event.type
          .replace(/^xstate\.(done|error)\.actor\./, '$1:')
          .replace(/^xstate\.after\.([^.]+)\..*/, 'after:$1'),
      )
      .filter((t) => t !== 'xstate.init')
      .join(' → ') || '(initial)'
  return path.name ? `journey «${path.name}»: ${events}` : events
}
