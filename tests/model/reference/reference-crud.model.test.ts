import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { resourceMachine } from '@/machines/resource/resource.machine'
import { defineResource } from '@/lib/resource/define-resource'
import { dialogErrorText, failureText, noticeView } from '@/kit/resource-texts'
import { ApiError } from '@/api/errors'
import { referenceTexts as t } from '@/texts/ru/reference'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

type Snap = Parameters<NonNullable<ReplayOptions<typeof resourceMachine>['assertState']>>[0]
const A = { id: 1, name: 'Статья' }
const B = { id: 2, name: 'Патент' }
const A2 = { id: 1, name: 'Статья (изм.)' }
const C = { id: 3, name: 'Тезисы' }
const region = (s: Snap, name: string) => (s.value as { ready?: Record<string, unknown> }).ready?.[name]
const ids = (s: Snap) => s.context.rows.map((r) => r.id)

/**
 * The reference table's flow: load (or fail and retry), create/edit through the dialog (a refused save
 * keeps it open with the error), optimistic delete that puts a refused row back at its place, notices
 * that time out, and a row's detail. Rows are few so the model stays small.
 */
const resource = defineResource({
  name: 'test',
  key: 'id',
  row: v.any(),
  columns: [],
  endpoints: { list: '/x' },
  access: { read: [] },
})
type Focus = 'dialog' | 'deletion' | 'detail'
const options = (focus: Focus): ReplayOptions<typeof resourceMachine> => ({
  machine: resourceMachine,
  input: { resource, params: { typeID: 1 } },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('failed')) events.push({ type: 'list.reload' })
    if (s.matches('ready')) {
      if (focus === 'dialog') {
        if (region(s, 'dialog') === 'closed' && s.context.rows.length === 2) events.push({ type: 'row.create' })
        if (region(s, 'dialog') === 'closed' && s.context.rows[0]?.name === A.name)
          events.push({ type: 'row.edit', row: A })
        if (region(s, 'dialog') === 'editing')
          events.push({ type: 'dialog.submit', values: { name: 'x' } }, { type: 'dialog.close' })
      }
      if (
        focus === 'deletion' &&
        region(s, 'dialog') === 'closed' &&
        !ids(s).includes(2) &&
        s.context.params.typeID === 1
      )
        events.push({ type: 'row.create' })
      if (focus === 'deletion' && region(s, 'deletion') === 'idle' && ids(s).includes(2))
        events.push({ type: 'row.delete', row: B })
      if (region(s, 'notice') === 'shown') events.push({ type: 'notice.dismiss' })
      if (focus === 'detail' && region(s, 'detail') === 'idle' && ids(s).includes(1) && !s.context.details['1'])
        events.push({ type: 'row.expand', row: A })
      if (s.context.params.typeID === 1) events.push({ type: 'params.change', params: { typeID: 2 } })
    }
    return events as never
  },
  outcomes: {
    load: { outputs: [[A, B]], error: new ApiError('network', 0, null) },
    save: { outputs: [A2, C], error: new ApiError('badRequest', 400, 'Запись с таким названием уже есть') },
    remove: { outputs: [true], error: new ApiError('server', 409, 'Подтип используется') },
    loadDetail: { outputs: [[{ id: 4, name: 'Администратор-НИР' }]] },
  },
  traversalLimit: 20000,
  assertState: (s) => {
    if (s.matches('ready') && region(s, 'dialog') === 'closed') expect(s.context.dialog).toBeNull()
    if (s.matches('ready') && region(s, 'dialog') !== 'closed') expect(s.context.dialog).not.toBeNull()
    if (s.matches('ready') && region(s, 'notice') === 'none') expect(s.context.notice).toBeNull()
    if (s.matches('ready') && region(s, 'notice') === 'shown') expect(s.context.notice).not.toBeNull()
    expect(new Set(ids(s)).size, 'no row twice').toBe(ids(s).length)
  },
  assertStep: (event, before, after) => {
    switch (event.type) {
      case 'xstate.done.actor.load':
        expect(after.matches('ready')).toBe(true)
        expect(after.context.rows).toEqual(event.output)
        break
      case 'xstate.error.actor.load':
        expect(after.matches('failed')).toBe(true)
        expect(failureText(after.context.loadError)).toBe(t.network)
        break
      case 'list.reload':
        expect(after.matches('loading')).toBe(true)
        break
      case 'params.change':
        if (before.matches('ready') && (before.context.dialog !== null || before.context.removed !== null)) {
          expect(after.value, 'no reload while the dialog is open or a delete runs').toEqual(before.value)
        } else {
          expect(after.matches('loading')).toBe(true)
          expect(after.context.params).toEqual({ typeID: 2 })
        }
        break
      case 'row.create':
        expect(after.context.dialog).toEqual({ mode: 'create', row: null })
        break
      case 'row.edit':
        expect(after.context.dialog).toEqual({ mode: 'edit', row: before.context.rows.find((r) => r.id === 1) })
        break
      case 'dialog.submit':
        expect(region(after, 'dialog')).toBe('saving')
        break
      case 'dialog.close':
        expect(region(after, 'dialog')).toBe('closed')
        expect(after.context.rows).toEqual(before.context.rows)
        break
      case 'xstate.done.actor.save': {
        const saved = event.output as { id: number }
        expect(region(after, 'dialog')).toBe('closed')
        expect(after.context.rows).toContainEqual(saved)
        const existed = ids(before).includes(saved.id)
        expect(after.context.rows.length).toBe(before.context.rows.length + (existed ? 0 : 1))
        expect(noticeView(after.context.notice)).toEqual({
          kind: 'success',
          text: before.context.dialog!.mode === 'edit' ? t.updated : t.created,
        })
        break
      }
      case 'xstate.error.actor.save':
        expect(region(after, 'dialog'), 'a refused save keeps the dialog open').toBe('editing')
        expect(after.context.dialog).toEqual(before.context.dialog)
        expect(dialogErrorText(after.context.dialogError)).toBe(t.saveFailed('Запись с таким названием уже есть'))
        expect(after.context.rows).toEqual(before.context.rows)
        break
      case 'row.delete':
        expect(region(after, 'deletion')).toBe('deleting')
        expect(ids(after), 'removed at once').not.toContain(2)
        break
      case 'xstate.done.actor.remove':
        expect(ids(after)).not.toContain(2)
        expect(after.context.removed).toBeNull()
        expect(noticeView(after.context.notice)).toEqual({ kind: 'success', text: t.deleted })
        break
      case 'xstate.error.actor.remove': {
        const index = before.context.removed!.index
        expect(after.context.rows[index], 'the refused row is back at its place').toEqual(B)
        expect(noticeView(after.context.notice)).toEqual({ kind: 'error', text: t.deleteFailed('Подтип используется') })
        break
      }
      case 'notice.dismiss':
        expect(after.context.notice).toBeNull()
        break
      case 'row.expand':
        expect(region(after, 'detail')).toBe('loading')
        break
      case 'xstate.done.actor.loadDetail':
        expect(after.context.details['1']).toEqual(event.output)
        break
      default:
        if (/^xstate\.after\.noticeTimeout/.test(event.type)) expect(after.context.notice).toBeNull()
    }
  },
})

for (const focus of ['dialog', 'deletion', 'detail'] as const) {
  describe(`reference table flow (model): ${focus}`, () => {
    const o = options(focus)
    const paths = modelPaths(o)
    it('has paths', () => expect(paths.length).toBeGreaterThan(5))
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(o, path)
    })
  })
}
