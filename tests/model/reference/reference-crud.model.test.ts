import { describe, expect, it } from 'vitest'
import { referenceCrudMachine } from '@/machines/reference/reference-crud.machine'
import { ApiError } from '@/api/errors'
import { referenceTexts as t } from '@/texts/ru/reference'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

type Snap = Parameters<NonNullable<ReplayOptions<typeof referenceCrudMachine>['assertState']>>[0]
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
type Focus = 'dialog' | 'deletion' | 'detail'
const options = (focus: Focus): ReplayOptions<typeof referenceCrudMachine> => ({
  machine: referenceCrudMachine,
  input: { key: 'id', params: { typeID: 1 } },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('failed')) events.push({ type: 'RELOAD' })
    if (s.matches('ready')) {
      if (focus === 'dialog') {
        if (region(s, 'dialog') === 'closed' && s.context.rows.length === 2) events.push({ type: 'CREATE' })
        if (region(s, 'dialog') === 'closed' && s.context.rows[0]?.name === A.name) events.push({ type: 'EDIT', row: A })
        if (region(s, 'dialog') === 'editing') events.push({ type: 'SAVE', values: { name: 'x' } }, { type: 'CLOSE' })
      }
      if (focus === 'deletion' && region(s, 'dialog') === 'closed' && !ids(s).includes(2) && s.context.params.typeID === 1) events.push({ type: 'CREATE' })
      if (focus === 'deletion' && region(s, 'deletion') === 'idle' && ids(s).includes(2)) events.push({ type: 'DELETE', row: B })
      if (region(s, 'notice') === 'shown') events.push({ type: 'DISMISS' })
      if (focus === 'detail' && region(s, 'detail') === 'idle' && ids(s).includes(1) && !s.context.details['1']) events.push({ type: 'DETAIL', row: A })
      if (s.context.params.typeID === 1) events.push({ type: 'PARAMS', params: { typeID: 2 } })
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
        expect(after.context.loadError).toBe(t.network)
        break
      case 'RELOAD':
        expect(after.matches('loading')).toBe(true)
        break
      case 'PARAMS':
        if (before.matches('ready') && (before.context.dialog !== null || before.context.removed !== null)) {
          expect(after.value, 'no reload while the dialog is open or a delete runs').toEqual(before.value)
        } else {
          expect(after.matches('loading')).toBe(true)
          expect(after.context.params).toEqual({ typeID: 2 })
        }
        break
      case 'CREATE':
        expect(after.context.dialog).toEqual({ mode: 'create', row: null })
        break
      case 'EDIT':
        expect(after.context.dialog).toEqual({ mode: 'edit', row: before.context.rows.find((r) => r.id === 1) })
        break
      case 'SAVE':
        expect(region(after, 'dialog')).toBe('saving')
        break
      case 'CLOSE':
        expect(region(after, 'dialog')).toBe('closed')
        expect(after.context.rows).toEqual(before.context.rows)
        break
      case 'xstate.done.actor.save': {
        const saved = event.output as { id: number }
        expect(region(after, 'dialog')).toBe('closed')
        expect(after.context.rows).toContainEqual(saved)
        const existed = ids(before).includes(saved.id)
        expect(after.context.rows.length).toBe(before.context.rows.length + (existed ? 0 : 1))
        expect(after.context.notice).toEqual({ kind: 'success', text: before.context.dialog!.mode === 'edit' ? t.updated : t.created })
        break
      }
      case 'xstate.error.actor.save':
        expect(region(after, 'dialog'), 'a refused save keeps the dialog open').toBe('editing')
        expect(after.context.dialog).toEqual(before.context.dialog)
        expect(after.context.dialogError).toBe(t.saveFailed('Запись с таким названием уже есть'))
        expect(after.context.rows).toEqual(before.context.rows)
        break
      case 'DELETE':
        expect(region(after, 'deletion')).toBe('deleting')
        expect(ids(after), 'removed at once').not.toContain(2)
        break
      case 'xstate.done.actor.remove':
        expect(ids(after)).not.toContain(2)
        expect(after.context.removed).toBeNull()
        expect(after.context.notice).toEqual({ kind: 'success', text: t.deleted })
        break
      case 'xstate.error.actor.remove': {
        const index = before.context.removed!.index
        expect(after.context.rows[index], 'the refused row is back at its place').toEqual(B)
        expect(after.context.notice).toEqual({ kind: 'error', text: t.deleteFailed('Подтип используется') })
        break
      }
      case 'DISMISS':
        expect(after.context.notice).toBeNull()
        break
      case 'DETAIL':
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
