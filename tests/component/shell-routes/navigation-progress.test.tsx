import { afterAll, describe, expect, it } from 'vitest'
import { lazy } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { Router } from 'wouter'
import { SessionContext } from '@/hooks/session-context'
import { RouteFrame } from '@/app/route-frame'
import { preloadSignedInFrame } from '@/app/layouts/layout-for'
import type { RouteRecord } from '@/app/routes/types'
import { issueToken } from '@/mocks/node'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'

/** A screen whose code never arrives: the frame shows what it shows while a chunk loads. */
const Pending = lazy(() => new Promise<never>(() => {}))

function frameAt(path: string) {
  document.cookie = 'authToken=' + issueToken(7) + '; path=/'
  window.history.replaceState(null, '', `/WebApp${path}`)
  const record: RouteRecord = { path, screen: Pending, access: 'signedIn', layout: 'bare', area: 'test' }
  return render(
    <SessionContext.Provider>
      <Router base="/WebApp">
        <RouteFrame record={record} params={{}} />
      </Router>
    </SessionContext.Provider>,
  )
}

describe('navigation progress bar (spec 1 §4)', () => {
  // A signed-in frame preloads the main layout; its import must finish before the file's jsdom is torn down.
  afterAll(() => preloadSignedInFrame())

  it('shows while a lazily loaded screen arrives', async () => {
    frameAt('/Admin/Sync')
    expect(
      await screen.findByRole('progressbar', { name: t.navigationLoading }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('not under /boards/ (any case)', async () => {
    const view = frameAt('/Boards/List')
    await waitFor(() => expect(view.container.querySelector('.page-loading')).toBeNull(), { timeout: 10_000 })
    await waitFor(() => expect(view.container.querySelector('main')).not.toBeNull())
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
