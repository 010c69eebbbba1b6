import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { documentsMachine } from '@/machines/gia/documents.machine'
import { selectIsLoading, selectRows } from '@/machines/gia/documents.selectors'
import { issueToken } from '@/mocks/node'

const row = {
  reportID: 2,
  directionСipher: '38.03.01 Экономика',
  levelEducation: 2,
  veryfied: false,
  chairmanFullName: 'Титова',
}

describe('GEK report list', () => {
  it('loads the rows, then shows them', async () => {
    const actor = createActor(
      documentsMachine.provide({ actors: { loadDocuments: fromPromise(async () => [row]) } }),
    ).start()
    expect(selectIsLoading(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('shown'))
    expect(selectRows(actor.getSnapshot())).toEqual([row])
  })
  it('a failed call shows an empty list', async () => {
    const actor = createActor(
      documentsMachine.provide({ actors: { loadDocuments: fromPromise(() => Promise.reject(new Error('down'))) } }),
    ).start()
    await waitFor(actor, (s) => s.matches('shown'))
    expect(selectRows(actor.getSnapshot())).toEqual([])
  })
  it('over the mock, the second secretary lists only their own report', async () => {
    document.cookie = 'authToken=' + issueToken(27)
    const actor = createActor(documentsMachine).start()
    await waitFor(actor, (s) => s.matches('shown'))
    expect(selectRows(actor.getSnapshot()).map((r) => r.reportID)).toEqual([2])
  })
})
