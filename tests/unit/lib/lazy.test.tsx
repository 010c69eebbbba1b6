import { Component, type ComponentType, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazy, prepareLazyComponents, Suspense } from '@/lib/lazy'

type Chunk = { default: ComponentType }
function deferredChunk(text: string) {
  let arrive!: () => void
  const loading = new Promise<Chunk>((resolve) => {
    arrive = () => resolve({ default: () => <p>{text}</p> })
  })
  return { load: () => loading, arrive }
}

/** A few turns of the event loop: enough for React's scheduler to render and commit, far short of 300 ms. */
async function turns(count = 5) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve))
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
let root: Root
let host: HTMLElement
beforeEach(() => {
  // React's scheduler as in the browser: act() would flush the throttled reveal at once and hide the difference.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
})
afterEach(() => {
  root.unmount()
  host.remove()
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  vi.restoreAllMocks()
})

describe('lazy and Suspense (src/lib/lazy.ts)', () => {
  it('show a screen the moment its chunk arrives, not after React’s 300 ms reveal throttle', async () => {
    // The clock stands still: the second screen arrives "within 300 ms" of the first one's reveal, so React's
    // own retry would wait for its throttle timer (react-dom's FALLBACK_THROTTLE_MS).
    vi.spyOn(performance, 'now').mockReturnValue(performance.now())
    // Each screen in a boundary of its own (the route frame's is keyed by the address): the fallback first,
    // then, right after its chunk arrives, the screen.
    for (const text of ['Первый экран', 'Второй экран']) {
      const chunk = deferredChunk(text)
      const Screen = lazy(chunk.load)
      root.render(
        <Suspense key={text} fallback={<p>Загрузка…</p>}>
          <Screen />
        </Suspense>,
      )
      await turns()
      expect(host.textContent).toBe('Загрузка…')
      chunk.arrive()
      await turns()
      expect(host.textContent).toBe(text)
    }
  })

  it('the arrival renders as a transition: in slices that yield to the event loop, not in one task', async () => {
    const log: string[] = []
    function Slow({ index }: { index: number }) {
      const until = performance.now() + 8 // past the scheduler's 5 ms slice: a transition yields after each one
      while (performance.now() < until);
      log.push(`render ${index}`)
      return <span>{index} </span>
    }
    let arrive!: () => void
    const loading = new Promise<Chunk>((resolve) => {
      arrive = () =>
        resolve({
          default: () => (
            <>
              {Array.from({ length: 8 }, (_, index) => (
                <Slow key={index} index={index} />
              ))}
            </>
          ),
        })
    })
    const Screen = lazy(() => loading)
    root.render(
      <Suspense fallback={<p>Загрузка…</p>}>
        <Screen />
      </Suspense>,
    )
    await turns()
    let ticking = true
    const tick = () => {
      if (!ticking) return
      log.push('tick')
      setImmediate(tick)
    }
    arrive()
    tick()
    await vi.waitFor(() => expect(host.textContent).toContain('7'))
    ticking = false
    const renders = log.slice(log.indexOf('render 0'), log.indexOf('render 7'))
    expect(renders.filter((entry) => entry === 'tick').length).toBeGreaterThan(2)
  })

  it('a chunk that fails still reaches the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = lazy<ComponentType>(() => Promise.reject(new Error('chunk failed')))
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false }
      static getDerivedStateFromError = () => ({ failed: true })
      render = () => (this.state.failed ? <p>Не загрузилось</p> : this.props.children)
    }
    root.render(
      <Catch>
        <Suspense fallback={<p>Загрузка…</p>}>
          <Broken />
        </Suspense>
      </Catch>,
    )
    await vi.waitFor(() => expect(host.textContent).toBe('Не загрузилось'))
  })

  it('a lazily loaded component starts and waits for the start-up work (the PrimeReact locale); a failed one holds nothing up', async () => {
    let finishPreparation!: () => void
    let started = 0
    prepareLazyComponents(() => {
      started += 1
      return new Promise<void>((resolve) => (finishPreparation = resolve))
    })
    // One that draws no PrimeReact neither waits for nor starts it (the sign-in card, issue 19).
    const plain = deferredChunk('Вход')
    const Plain = lazy(plain.load, { prepared: false })
    root.render(
      <Suspense fallback={<p>Загрузка…</p>}>
        <Plain />
      </Suspense>,
    )
    plain.arrive()
    await vi.waitFor(() => expect(host.textContent).toBe('Вход'))
    expect(started).toBe(0)

    const chunk = deferredChunk('Экран')
    const Screen = lazy(chunk.load)
    root.render(
      <Suspense key="screen" fallback={<p>Загрузка…</p>}>
        <Screen />
      </Suspense>,
    )
    chunk.arrive()
    await turns()
    expect(host.textContent).toBe('Загрузка…')
    expect(started).toBe(1)
    finishPreparation()
    await vi.waitFor(() => expect(host.textContent).toBe('Экран'))

    prepareLazyComponents(() => Promise.reject(new Error('locale chunk failed')))
    const next = deferredChunk('Следующий экран')
    const Next = lazy(next.load)
    root.render(
      <Suspense fallback={<p>Загрузка…</p>}>
        <Next />
      </Suspense>,
    )
    next.arrive()
    await vi.waitFor(() => expect(host.textContent).toBe('Следующий экран'))
  })
})
