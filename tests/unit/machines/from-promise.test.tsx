import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { setup } from 'xstate'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from '@/machines/from-promise'

/** A request that answers after a moment, and rejects at once when its signal aborts (as fetch does). */
const request = fromPromise<string>(
  ({ signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve('ответ'), 20)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(new DOMException('aborted', 'AbortError'))
      })
    }),
)

const loader = setup({ actors: { request } }).createMachine({
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'request', src: 'request', onDone: 'loaded', onError: 'failed' } },
    loaded: {},
    failed: {},
  },
})

function Probe() {
  const ref = useActorRef(loader)
  const state = useSelector(ref, (s) => String(s.value))
  return <p>{state}</p>
}

describe('fromPromise (the app’s request actors)', () => {
  it('under StrictMode the first mount’s aborted request does not fail the restarted actor', async () => {
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    )
    expect(await screen.findByText('loaded')).toBeInTheDocument()
    expect(screen.queryByText('failed')).toBeNull()
  })
})
