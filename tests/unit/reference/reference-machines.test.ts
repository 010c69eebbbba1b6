import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type Actor } from 'xstate'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import * as v from 'valibot'
import { resourceMachine } from '@/machines/resource/resource.machine'
import { resourceApi } from '@/api/resource'
import { podTipResource, typeDocumentResource } from '@/api/reference-resources'
import { defineResource } from '@/lib/resource/define-resource'
import { dialogErrorText, noticeView } from '@/kit/resource-texts'
import { catalogSearchMachine } from '@/machines/reference/catalog-search.machine'
import {
  CATALOG_SEARCH_DEBOUNCE_MS,
  REFERENCE_NOTICE_ERROR_MS,
  REFERENCE_NOTICE_INFO_MS,
} from '@/lib/constants/reference'
import { referenceTexts as t } from '@/texts/ru/reference'
import type { CatalogItem, CatalogType } from '@/api/reference'

afterEach(() => vi.useRealTimers())
const ready = (a: Actor<typeof resourceMachine>) => waitFor(a, (s) => s.matches('ready'))

describe('reference machine over the mock backend', () => {
  it('loads the chosen type, creates a sub-type with the type from the parameters, reloads on PARAMS', async () => {
    document.cookie = 'authToken=' + issueToken(7)
    const actor = createActor(resourceMachine, { input: { resource: podTipResource, params: { typeID: 2 } } }).start()
    await ready(actor)
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual([
      'Монография единоличная',
      'Коллективная монография',
    ])
    actor.send({ type: 'row.create' })
    actor.send({ type: 'dialog.submit', values: { name: 'Научное издание' } })
    await waitFor(actor, (s) => s.matches({ ready: { dialog: 'closed' } }))
    expect(actor.getSnapshot().context.rows.at(-1)).toMatchObject({ name: 'Научное издание', typeID: 2, branchID: 1 })
    expect(db.refPodTip.findFirst({ where: { name: { equals: 'Научное издание' } } })?.typeID).toBe(2)
    actor.send({ type: 'params.change', params: { typeID: 3 } })
    await waitFor(actor, (s) => s.matches('ready') && s.context.params.typeID === 3)
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual([
      'Международная конференция',
      'Всероссийская конференция',
    ])
    actor.stop()
  })

  it('a refused save keeps the dialog open with the server message; a refused delete puts the row back', async () => {
    document.cookie = 'authToken=' + issueToken(7)
    const actor = createActor(resourceMachine, { input: { resource: podTipResource, params: { typeID: 1 } } }).start()
    await ready(actor)
    const first = actor.getSnapshot().context.rows[0]
    actor.send({ type: 'row.edit', row: first })
    actor.send({ type: 'dialog.submit', values: { name: 'Обзорная статья' } })
    await waitFor(actor, (s) => s.context.dialogError !== null)
    expect(actor.getSnapshot().matches({ ready: { dialog: 'editing' } })).toBe(true)
    expect(dialogErrorText(actor.getSnapshot().context.dialogError)).toBe(
      t.saveFailed('Запись с таким названием уже есть'),
    )
    actor.send({ type: 'dialog.close' })
    actor.send({ type: 'row.delete', row: first })
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).not.toContain(first.id)
    await waitFor(actor, (s) => s.matches({ ready: { deletion: 'idle' } }))
    expect(actor.getSnapshot().context.rows[0]).toEqual(first)
    expect(noticeView(actor.getSnapshot().context.notice)?.text).toMatch(/^Запись не удалена: Подтип используется/)
    actor.stop()
  })

  it('files are uploaded before the save and the row keeps the returned path', async () => {
    document.cookie = 'authToken=' + issueToken(7)
    const file = new File(['%PDF-1.4 demo'], 'образец.pdf', { type: 'application/pdf' })
    const row = await resourceApi(typeDocumentResource).save({
      mode: 'create',
      row: null,
      params: {},
      values: { name: 'Отзыв', extensions: 'pdf', maxSizeMb: 2, isRequired: false, sample: file },
    })
    expect(String(row.sample)).toMatch(
      /\/api\/TypeDocumentsController\/typeDocuments\/sample\/refSample-[^/]+\/[^/]+\.pdf$/,
    )
  })

  it('notices go away after 3 s (success) and 10 s (error)', async () => {
    vi.useFakeTimers()
    const machine = resourceMachine.provide({
      actors: {
        load: fromPromise(async () => [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ]),
        remove: fromPromise(async ({ input }: { input: { row: { id: number } } }) => {
          if (input.row.id === 2) throw new Error('refused')
          return true
        }),
      } as never,
    })
    const resource = defineResource({
      name: 'test',
      key: 'id',
      row: v.any(),
      columns: [],
      endpoints: { list: '/x' },
      access: { read: [] },
    })
    const actor = createActor(machine, { input: { resource } }).start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'row.delete', row: { id: 1, name: 'a' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(noticeView(actor.getSnapshot().context.notice)).toEqual({ kind: 'success', text: t.deleted })
    await vi.advanceTimersByTimeAsync(REFERENCE_NOTICE_INFO_MS - 1)
    expect(actor.getSnapshot().context.notice).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.notice).toBeNull()
    actor.send({ type: 'row.delete', row: { id: 2, name: 'b' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(noticeView(actor.getSnapshot().context.notice)?.kind).toBe('error')
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual([2])
    await vi.advanceTimersByTimeAsync(REFERENCE_NOTICE_ERROR_MS - 1)
    expect(actor.getSnapshot().context.notice).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.notice).toBeNull()
    expect([REFERENCE_NOTICE_INFO_MS, REFERENCE_NOTICE_ERROR_MS]).toEqual([3000, 10000])
    actor.stop()
  })
})

describe('catalogue search machine', () => {
  function start() {
    const calls: { type: CatalogType; text: string }[] = []
    const machine = catalogSearchMachine.provide({
      actors: {
        findCatalog: fromPromise<CatalogItem[], { type: CatalogType; text: string }>(async ({ input }) => {
          calls.push(input)
          return [{ id: 1, type: input.type, code: '', name: `${input.text}!` }]
        }),
      },
    })
    return { actor: createActor(machine).start(), calls }
  }
  it('searches journals from 3 characters after the debounce; shorter text clears without a call', async () => {
    vi.useFakeTimers()
    const { actor, calls } = start()
    actor.send({ type: 'query.change', text: 'ин' })
    await vi.advanceTimersByTimeAsync(CATALOG_SEARCH_DEBOUNCE_MS * 2)
    expect(calls).toEqual([])
    actor.send({ type: 'query.change', text: 'инф' })
    await vi.advanceTimersByTimeAsync(CATALOG_SEARCH_DEBOUNCE_MS - 1)
    actor.send({ type: 'query.change', text: 'инфо' })
    await vi.advanceTimersByTimeAsync(CATALOG_SEARCH_DEBOUNCE_MS)
    expect(calls).toEqual([{ type: 0, text: 'инфо' }])
    expect(actor.getSnapshot().context.results[0].name).toBe('инфо!')
    actor.send({ type: 'query.change', text: 'и' })
    expect(actor.getSnapshot().context.results).toEqual([])
    actor.send({ type: 'catalog.select', catalog: 2 })
    await vi.advanceTimersByTimeAsync(CATALOG_SEARCH_DEBOUNCE_MS)
    expect(calls.at(-1)).toEqual({ type: 2, text: 'и' })
    expect(CATALOG_SEARCH_DEBOUNCE_MS).toBe(500)
    actor.stop()
  })
})
