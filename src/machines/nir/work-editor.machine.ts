import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { FoundAuthor, MainAuthor, WorkAnswer, WorkValues, WorkView } from '@/api/nir'
import type { ImportedWork } from '@/api/nir-import'
import type { ImportedEntry } from '@/lib/bib-import'
import type { LevelIndexing } from '@/api/reference'
import { deleteWork, findAuthors, loadView, loadWork, matchImport, recommendWork, saveWork } from './work-editor.actors'
import type { AuthorSearchKind, EditorError, EditorErrorCode, LoadedWork } from './work-editor.types'

/**
 * The work editor (spec 2 §3 "Research work", §4, §7): loads the view definition (and the stored work),
 * edits it when allowEdit, saves new works with pushPublication and stored ones with repushPublication,
 * refreshes status and remarks from the server after a save, deletes with a confirmation, and looks up
 * teacher and student co-authors; offers the indexing levels. Field values live in the form; the machine gets
 * them parsed in `work.save`.
 */
export interface WorkEditorInput {
  typeID: number
  workID: number | null
}

export interface WorkEditorContext {
  typeID: number
  workID: number | null
  podTip: number | null
  view: WorkView | null
  work: WorkAnswer | null
  mainAuthor: MainAuthor | null
  /** The indexing levels the form offers (spec 2 §3 "Indexing level"). */
  levels: LevelIndexing[]
  error: EditorError | null
  found: FoundAuthor[]
  searchText: string
  searchKind: AuthorSearchKind
  /** How many saves succeeded in this visit (the screen announces each). */
  saves: number
  /** The last BibTeX/RIS record brought in, and how many were (the form is refilled for each). */
  imported: ImportedWork | null
  imports: number
}

export type WorkEditorEvent =
  | { type: 'podTip.select'; podTip: number | null }
  | { type: 'work.save'; values: WorkValues }
  | { type: 'delete.request' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'author.search'; text: string; kind: AuthorSearchKind }
  | { type: 'load.retry' }
  | { type: 'import.apply'; entry: ImportedEntry }
  | { type: 'work.recommend' }

function errorOf(error: unknown, fallback: EditorErrorCode = 'failed'): EditorError {
  if (isApiError(error)) {
    if (error.code === 'forbidden') return { code: 'forbidden', message: error.serverMessage }
    if (error.code === 'notFound') return { code: 'notFound', message: error.serverMessage }
    if (error.code === 'badRequest') return { code: 'badRequest', message: error.serverMessage }
  }
  return { code: fallback, message: null }
}

export const workEditorMachine = setup({
  types: {
    context: {} as WorkEditorContext,
    events: {} as WorkEditorEvent,
    input: {} as WorkEditorInput,
  },
  actors: { loadWork, loadView, saveWork, deleteWork, findAuthors, matchImport, recommendWork },
  actions: {
    takeLoaded: assign(({ event }) => {
      const loaded = (event as unknown as { output: LoadedWork }).output
      return {
        view: loaded.view,
        work: loaded.work,
        mainAuthor: loaded.mainAuthor,
        levels: loaded.levels,
        podTip: loaded.view.podTip,
        typeID: loaded.view.typeID,
        error: null,
      }
    }),
    /** Provided where the actor is mounted: a new work's address becomes /nir/{typeID}/{workID}. */
    workCreated: (_, _params: { typeID: number; workID: number }) => {},
    /** Provided where the actor is mounted: back to the author's list. */
    workDeleted: () => {},
    /** Provided where the actor is mounted: the recommendation is announced. */
    workRecommended: () => {},
  },
  guards: {
    canEdit: (_, params: { loaded: LoadedWork }) => params.loaded.work === null || params.loaded.work.allowEdit,
    isStored: ({ context }) => context.workID !== null,
    isNew: ({ context }) => context.work === null,
  },
}).createMachine({
  id: 'workEditor',
  context: ({ input }) => ({
    typeID: input.typeID,
    workID: input.workID,
    podTip: null,
    view: null,
    work: null,
    mainAuthor: null,
    levels: [],
    error: null,
    found: [],
    searchText: '',
    searchKind: 'prepod',
    saves: 0,
    imported: null,
    imports: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWork',
        src: 'loadWork',
        input: ({ context }) => ({ typeID: context.typeID, workID: context.workID, podTip: context.podTip }),
        onDone: [
          {
            guard: { type: 'canEdit', params: ({ event }) => ({ loaded: event.output }) },
            target: 'editing',
            actions: 'takeLoaded',
          },
          { target: 'readOnly', actions: 'takeLoaded' },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    readOnly: {
      on: { 'work.recommend': { guard: 'isStored', target: 'recommending', actions: assign({ error: null }) } },
    },
    editing: {
      initial: 'idle',
      on: {
        'podTip.select': {
          target: 'changingView',
          actions: assign({ podTip: ({ event }) => event.podTip, error: null }),
        },
        'work.save': { target: 'saving', actions: assign({ error: null }) },
        'delete.request': { guard: 'isStored', target: 'confirmingDelete' },
        'work.recommend': { guard: 'isStored', target: 'recommending', actions: assign({ error: null }) },
        'import.apply': { guard: 'isNew', target: 'importing', actions: assign({ error: null }) },
        'author.search': {
          target: '.searching',
          actions: assign({
            searchText: ({ event }) => event.text,
            searchKind: ({ event }) => event.kind,
            error: ({ context }) => (context.error?.code === 'searchFailed' ? null : context.error),
          }),
        },
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'findAuthors',
            src: 'findAuthors',
            input: ({ context }) => ({ text: context.searchText, kind: context.searchKind }),
            onDone: { target: 'idle', actions: assign({ found: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({ found: [], error: { code: 'searchFailed', message: null } }),
            },
          },
        },
      },
    },
    changingView: {
      tags: ['busy'],
      invoke: {
        id: 'loadView',
        src: 'loadView',
        input: ({ context }) => ({ typeID: context.typeID, podTip: context.podTip }),
        onDone: { target: 'editing', actions: assign({ view: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({
            podTip: ({ context }) => context.view?.podTip ?? null,
            error: { code: 'viewFailed', message: null },
          }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveWork',
        src: 'saveWork',
        input: ({ context, event }) => {
          const values = (event as Extract<WorkEditorEvent, { type: 'work.save' }>).values
          return { ...values, workID: context.workID, typeID: context.typeID, underTypeID: context.podTip }
        },
        onDone: [
          {
            guard: 'isNew',
            target: 'refreshing',
            actions: [
              assign({ workID: ({ event }) => event.output.workID, saves: ({ context }) => context.saves + 1 }),
              {
                type: 'workCreated',
                params: ({ context, event }) => ({ typeID: context.typeID, workID: event.output.workID }),
              },
            ],
          },
          { target: 'refreshing', actions: assign({ saves: ({ context }) => context.saves + 1 }) },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    /** Status, act status, remarks and experts from the server after a save. */
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadWork',
        src: 'loadWork',
        input: ({ context }) => ({ typeID: context.typeID, workID: context.workID, podTip: context.podTip }),
        onDone: [
          {
            guard: { type: 'canEdit', params: ({ event }) => ({ loaded: event.output }) },
            target: 'editing',
            actions: 'takeLoaded',
          },
          { target: 'readOnly', actions: 'takeLoaded' },
        ],
        onError: { target: 'editing' },
      },
    },
    /** A BibTeX/RIS record's authors are looked up among the teachers, then the form is refilled. */
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'matchImport',
        src: 'matchImport',
        input: ({ context, event }) => ({
          entry: (event as Extract<WorkEditorEvent, { type: 'import.apply' }>).entry,
          mainAuthor: context.mainAuthor,
        }),
        onDone: {
          target: 'editing',
          actions: assign({ imported: ({ event }) => event.output, imports: ({ context }) => context.imports + 1 }),
        },
        onError: { target: 'editing', actions: assign({ error: { code: 'importFailed', message: null } }) },
      },
    },
    /** POST /Set/recomendToPub, then the work as the server now has it. */
    recommending: {
      tags: ['busy'],
      invoke: {
        id: 'recommendWork',
        src: 'recommendWork',
        input: ({ context }) => ({ workID: context.workID ?? 0 }),
        onDone: { target: 'refreshing', actions: 'workRecommended' },
        onError: [
          {
            guard: ({ context }) => context.work?.allowEdit === true,
            target: 'editing',
            actions: assign({ error: ({ event }) => errorOf(event.error) }),
          },
          { target: 'readOnly', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
        ],
      },
    },
    confirmingDelete: {
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'editing' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteWork',
        src: 'deleteWork',
        input: ({ context }) => ({ workID: context.workID ?? 0 }),
        onDone: { target: 'deleted', actions: 'workDeleted' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    deleted: { type: 'final' },
  },
})
