import { afterEach, describe, expect, it } from 'vitest'
import { http as mock, HttpResponse } from 'msw'
import { http } from '@/api/http'
import { connect } from '@/api/realtime'
import { isBackendReady, setBackendStart } from '@/api/config'
import { server } from '@/mocks/node'
import { failure, signIn } from '../api-test-helpers'

/** Issue 19: on demo hosts the frame paints before the in-browser backend has started; calls wait for it. */
function pendingStart() {
  let start!: () => void
  let fail!: (e: Error) => void
  setBackendStart(new Promise<void>((resolve, reject) => ((start = resolve), (fail = reject))))
  return { start, fail }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => setBackendStart(Promise.resolve()))

describe('calls made while the demo backend starts', () => {
  it('wait for it and are then sent once', async () => {
    let hits = 0
    server.use(mock.get('*/api/probe', () => (hits++, HttpResponse.json({ ok: true }))))
    const backend = pendingStart()
    const answer = http.get('/probe')
    await flush()
    expect(hits).toBe(0)
    expect(isBackendReady()).toBe(false)
    backend.start()
    expect(await answer).toEqual({ ok: true })
    expect(hits).toBe(1)
    expect(isBackendReady()).toBe(true)
  })

  it('a call cancelled while waiting is never sent and fails as aborted', async () => {
    let hits = 0
    server.use(mock.get('*/api/probe', () => (hits++, HttpResponse.json({}))))
    const backend = pendingStart()
    const controller = new AbortController()
    const answer = failure(http.get('/probe', undefined, { signal: controller.signal }))
    controller.abort()
    backend.start()
    expect((await answer).code).toBe('aborted')
    expect(hits).toBe(0)
  })

  it('a backend that fails to start fails the waiting calls as a network error', async () => {
    const backend = pendingStart()
    const answer = failure(http.get('/probe', undefined, { silent: true }))
    backend.fail(new Error('worker refused'))
    expect((await answer).code).toBe('network')
  })

  it('the realtime stream opens only once the backend is up; closed before, it never opens', async () => {
    signIn(1)
    const opened: string[] = []
    const backend = pendingStart()
    const close = connect({ opened: () => opened.push('first'), lost: () => opened.push('lost') })
    const closedEarly = connect({ opened: () => opened.push('second'), lost: () => opened.push('lost second') })
    closedEarly()
    await flush()
    expect(opened).toEqual([])
    backend.start()
    await expect.poll(() => opened, { timeout: 5_000 }).toEqual(['first'])
    close()
  })
})
