import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import type { WorkAnswer, WorkView } from '@/api/nir'
import { workEditorMachine } from '@/machines/nir/work-editor.machine'
import * as sel from '@/machines/nir/work-editor.selectors'
import type { LoadedWork } from '@/machines/nir/work-editor.types'
import type { ImportedEntry } from '@/lib/bib-import'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from the work editor: a stored work opens editable or read-only (allowEdit), a new
 * one editable; a failed load offers a retry; the sub-type reloads the view (or keeps the old one on
 * failure); save ok (a new work gets its address) or refused with the server's message; delete asks
 * first, then goes or is refused; co-author search finds or fails. Each path runs on a real actor.
 */
const field = (key: string) => ({ key, label: key, kind: 'text' as const, required: true, options: [] })
const view1: WorkView = { typeID: 1, typeName: 'Статья', podTip: 1, listPodTip: [], fields: [field('name')] }
const view2: WorkView = { ...view1, podTip: 2, fields: [field('name'), field('compilation')] }
const main = { id: 2, fio: 'Кузнецов Дмитрий Сергеевич', structure: '', influence: 100 }
const work = (allowEdit: boolean): WorkAnswer => ({
  workID: 1001,
  nirWork: { workID: 1001, typeID: 1, underTypeID: 1, status: 2, statusAct: 0, idUser: 2, name: 'Статья' },
  nirWorkView: view1,
  statusName: 'На проверке',
  allowEdit,
  recommended: '',
  allowRecommend: false,
  remarks: [],
  experts: [],
  authors: { main, prepods: [] },
})
const levels = [{ systemID: 2, name: 'Scopus', npp: 2, url: 'https://www.scopus.com' }]
const editable: LoadedWork = { view: view1, work: work(true), mainAuthor: main, levels }
const readOnly: LoadedWork = { view: view1, work: work(false), mainAuthor: main, levels }
const fresh: LoadedWork = { view: view1, work: null, mainAuthor: main, levels }
const refused = new ApiError('badRequest', 400, 'Заполните поле «Название работы»')

const entry = { title: 'Статья из BibTeX', authors: [{ family: 'Павлова', given: 'М. А.' }] } as ImportedEntry
const pavlova = {
  kind: 'prepod' as const,
  id: 8,
  fio: 'Павлова Мария Александровна',
  fioEng: '',
  structure: '',
  zachBook: '',
  birthday: '',
}
const importedWork = { entry, coAuthors: [{ ...pavlova, influence: 1 }] }

const created: { typeID: number; workID: number }[] = []
let deleted = 0
const options: ReplayOptions<typeof workEditorMachine> = {
  machine: workEditorMachine,
  input: { typeID: 1, workID: 1001 },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('loadFailed')) events.push({ type: 'load.retry' })
    if (s.matches('editing')) {
      // one concern per path keeps the model small: a save, a sub-type change, a search or a delete
      const untouched = s.context.saves === 0 && s.context.podTip === 1 && s.context.found.length === 0
      if (s.context.saves === 0) events.push({ type: 'work.save', values: { name: 'Статья', coAuthors: [] } })
      if (untouched) {
        events.push({ type: 'podTip.select', podTip: 2 })
        if (s.context.error === null)
          events.push(
            { type: 'author.search', text: 'Пав', kind: 'prepod' },
            { type: 'author.search', text: 'Сид', kind: 'student' },
          )
        events.push({ type: 'delete.request' })
        if (s.context.imports === 0) events.push({ type: 'import.apply', entry })
      }
    }
    if (s.matches('confirmingDelete')) events.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
    return events as never
  },
  outcomes: {
    loadWork: { outputs: [editable, readOnly, fresh], error: new ApiError('notFound', 404, 'Работа не найдена') },
    loadView: { outputs: [view2], error: new Error('no answer') },
    saveWork: { outputs: [{ workID: 1001 }], error: refused },
    deleteWork: { outputs: [undefined], error: new ApiError('forbidden', 403, 'Удалить работу может её автор') },
    matchImport: { outputs: [importedWork], error: new Error('offline') },
    findAuthors: {
      outputs: [[pavlova]],
      error: new Error('x'),
    },
  },
  actions: {
    workCreated: ((_: unknown, p: { typeID: number; workID: number }) => created.push(p)) as never,
    workDeleted: (() => deleted++) as never,
  },
  assertState: (s) => {
    expect(sel.selectBusy(s)).toBe(
      s.matches('loading') ||
        s.matches('saving') ||
        s.matches('refreshing') ||
        s.matches('deleting') ||
        s.matches('importing') ||
        s.matches('changingView'),
    )
    if (s.matches('readOnly')) expect(s.context.work?.allowEdit).toBe(false)
  },
  assertStep: (event, before, after) => {
    const output = event.output as LoadedWork | undefined
    if (event.type === 'xstate.done.actor.loadWork' && output) {
      // allowEdit false → read-only; a new work (no stored work) is always editable
      expect(after.matches('readOnly')).toBe(output.work !== null && !output.work.allowEdit)
      expect(sel.selectView(after)).toBe(output.view)
      // the indexing levels the form offers come with the work
      expect(sel.selectLevels(after)).toBe(output.levels)
    }
    if (event.type === 'xstate.error.actor.loadWork')
      expect(before.matches('loading') ? sel.selectError(after)?.code : 'refresh keeps the form').toBe(
        before.matches('loading') ? 'notFound' : 'refresh keeps the form',
      )
    if (event.type === 'xstate.done.actor.loadView') {
      expect(sel.selectView(after)).toBe(view2)
      expect(sel.selectPodTip(after)).toBe(2)
    }
    if (event.type === 'xstate.error.actor.loadView') {
      expect(sel.selectError(after)?.code).toBe('viewFailed')
      expect(sel.selectPodTip(after)).toBe(before.context.view?.podTip)
    }
    if (event.type === 'xstate.done.actor.saveWork') {
      expect(after.matches('refreshing')).toBe(true)
      expect(sel.selectSaves(after)).toBe(before.context.saves + 1)
      expect(created.length).toBe(before.context.work === null ? 1 : 0)
    }
    if (event.type === 'xstate.error.actor.saveWork') {
      expect(after.matches('editing')).toBe(true)
      expect(sel.selectError(after)).toEqual({ code: 'badRequest', message: 'Заполните поле «Название работы»' })
    }
    if (event.type === 'delete.request') expect(sel.selectConfirmingDelete(after)).toBe(true)
    if (event.type === 'delete.cancel') expect(after.matches('editing')).toBe(true)
    if (event.type === 'xstate.done.actor.deleteWork') {
      expect(sel.selectDeleted(after)).toBe(true)
      expect(deleted).toBe(1)
    }
    if (event.type === 'xstate.error.actor.deleteWork') expect(sel.selectError(after)?.code).toBe('forbidden')
    if (event.type === 'author.search') {
      expect(sel.selectSearchKind(after)).toBe((event as unknown as { kind: string }).kind)
      expect(sel.selectSearching(after)).toBe(true)
    }
    if (event.type === 'xstate.done.actor.findAuthors') expect(sel.selectFound(after)).toHaveLength(1)
    if (event.type === 'xstate.error.actor.findAuthors') expect(sel.selectError(after)?.code).toBe('searchFailed')
    if (event.type === 'work.save') expect(after.matches('saving')).toBe(true)
    // an import is offered for a new work only: it matches the record's authors, then refills the form
    if (event.type === 'import.apply') expect(after.matches('importing')).toBe(before.context.work === null)
    if (event.type === 'xstate.done.actor.matchImport') {
      expect(sel.selectImported(after)).toBe(importedWork)
      expect(sel.selectImports(after)).toBe(before.context.imports + 1)
      expect(after.matches('editing')).toBe(true)
    }
    if (event.type === 'xstate.error.actor.matchImport') {
      expect(sel.selectError(after)?.code).toBe('importFailed')
      expect(sel.selectImported(after)).toBeNull()
    }
  },
  traversalLimit: 5000,
}

const paths = modelPaths(options)

describe('work editor machine — generated paths', () => {
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    created.length = 0
    deleted = 0
    await replayPath(options, path)
  })
})
