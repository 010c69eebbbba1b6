import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { deferredModule } from '@/lib/deferred-module'

/** Issue 19: a module kept off a route's first download arrives once the page is idle, or when asked for. */
describe('deferredModule', () => {
  afterEach(() => vi.useRealTimers())

  function Shown({ useModule }: { useModule: () => { name: string } | null }) {
    const module = useModule()
    return <p>{module ? module.name : 'Заглушка'}</p>
  }

  it('a mounted stand-in fetches the module once the page is idle, and every user re-renders when it arrives', async () => {
    vi.useFakeTimers()
    const importModule = vi.fn(() => Promise.resolve({ name: 'Список' }))
    const deferred = deferredModule(importModule, 2_000)
    render(
      <>
        <Shown useModule={deferred.useModule} />
        <Shown useModule={deferred.useModule} />
      </>,
    )
    expect(screen.getAllByText('Заглушка')).toHaveLength(2)
    expect(importModule).not.toHaveBeenCalled()

    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(screen.getAllByText('Список')).toHaveLength(2)
    expect(importModule).toHaveBeenCalledTimes(1)
    expect(deferred.current()).toEqual({ name: 'Список' })
  })

  it('loads once however often it is asked for, and again after a failure', async () => {
    const importModule = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ name: 'Список' })
    const deferred = deferredModule(importModule)
    await expect(deferred.load()).rejects.toThrow('Failed to fetch')
    expect(deferred.current()).toBeNull()
    const [first, second] = await Promise.all([deferred.load(), deferred.load()])
    expect(first).toBe(second)
    expect(importModule).toHaveBeenCalledTimes(2)
  })

  it('a stand-in unmounted before the page was idle fetches nothing', async () => {
    vi.useFakeTimers()
    const importModule = vi.fn(() => Promise.resolve({ name: 'Список' }))
    const deferred = deferredModule(importModule, 2_000)
    const view = render(<Shown useModule={deferred.useModule} />)
    view.unmount()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(importModule).not.toHaveBeenCalled()
  })
})
