import { and, assign, setup } from 'xstate'
import type { LessonValues, ManagerSlot } from '@/api/rasp-manager'
import type { DraftSource } from '@/api/rasp-draft'
import { ApiError } from '@/api/errors'
import { loadOptions, loadWeek, publishDraft, removeLesson, startDraft, writeLesson } from './rasp-manager.actors'
import {
  valuesOfSlot,
  type LessonDraft,
  type LessonWrite,
  type ManagerOptions,
  type OfficeWeek,
} from './rasp-manager.types'

export type ManagerFailure = 'conflict' | 'forbidden' | 'notFound' | 'failed'
export type ManagerNotice = 'added' | 'saved' | 'deleted' | 'started' | 'published'
export type WeekFilter = 'both' | 'odd' | 'even'

export interface RaspManagerInput {
  year: number
  /** The group to open (from the address), none chosen when absent. */
  groupID?: number | null
  /** The new-semester builder (/RaspManagerNew): a group's draft of the next semester instead of its template. */
  draft?: boolean
}

interface Context {
  year: number
  groupID: number | null
  /** The next semester's draft is built (the week carries its status), not the template. */
  drafting: boolean
  options: ManagerOptions | null
  week: OfficeWeek | null
  filter: WeekFilter
  /** The open lesson form (null: closed). */
  draft: LessonDraft | null
  /** The write on its way (the form's or a dragged lesson's). */
  pending: LessonWrite | null
  /** The lesson being deleted. */
  removingID: number | null
  /** Where the draft being started begins. */
  source: DraftSource
  loadFailure: ManagerFailure | null
  writeFailure: ManagerFailure | null
  /** The server's own Russian words for a refused write (a clash, a bad field). */
  serverMessage: string | null
  notice: ManagerNotice | null
}

type Events =
  | { type: 'group.select'; groupID: number }
  | { type: 'weeks.filter'; filter: WeekFilter }
  | { type: 'lesson.add'; weekday: number; pair: number }
  | { type: 'lesson.edit'; id: number }
  | { type: 'lesson.save'; values: LessonValues }
  | { type: 'lesson.move'; id: number; weekday: number; pair: number }
  | { type: 'lesson.delete'; id: number }
  | { type: 'form.cancel' }
  | { type: 'load.retry' }
  | { type: 'draft.start'; from: DraftSource }
  | { type: 'draft.publish' }

const failureOf = (error: unknown): ManagerFailure => {
  if (!(error instanceof ApiError)) return 'failed'
  if (error.code === 'badRequest') return 'conflict'
  if (error.code === 'forbidden' || error.code === 'notFound') return error.code
  return 'failed'
}
const messageOf = (error: unknown) =>
  error instanceof ApiError && (error.code === 'badRequest' || error.code === 'notFound') ? error.serverMessage : null
const slotOf = (context: Context, id: number): ManagerSlot | undefined => context.week?.slots.find((s) => s.id === id)

/**
 * The timetable office (/RaspManager): the year's groups, teachers and rooms load, a group's week template
 * is shown; a lesson is added in a cell, changed or moved in the form (or dragged to another cell) and
 * deleted. Every write goes to the server, which refuses a clash with its own words (kept, with the form
 * and what was typed); a done write reloads the week, so the grid always shows what the server holds.
 */
export const raspManagerMachine = setup({
  types: { context: {} as Context, input: {} as RaspManagerInput, events: {} as Events },
  actors: { loadOptions, loadWeek, writeLesson, removeLesson, startDraft, publishDraft },
  guards: {
    hasGroup: ({ context }) => context.groupID !== null,
    knownLesson: ({ context, event }) => 'id' in event && slotOf(context, event.id) !== undefined,
    formOpen: ({ context }) => context.draft !== null,
    /** The template is always editable; a draft only while open (not published, not yet started). */
    editable: ({ context }) => !context.drafting || context.week?.status === 'draft',
    canStart: ({ context }) => context.drafting && context.week?.status !== 'draft',
    canPublish: ({ context }) => context.drafting && context.week?.status === 'draft',
  },
  actions: {
    clearWrite: assign({ writeFailure: null, serverMessage: null, notice: null }),
    refuse: assign({
      writeFailure: ({ event }) => failureOf('error' in event ? event.error : null),
      serverMessage: ({ event }) => messageOf('error' in event ? event.error : null),
      pending: null,
      removingID: null,
    }),
  },
}).createMachine({
  id: 'raspManager',
  context: ({ input }) => ({
    year: input.year,
    groupID: input.groupID ?? null,
    drafting: input.draft ?? false,
    options: null,
    week: null,
    filter: 'both',
    draft: null,
    pending: null,
    removingID: null,
    source: 'template',
    loadFailure: null,
    writeFailure: null,
    serverMessage: null,
    notice: null,
  }),
  initial: 'options',
  states: {
    options: {
      entry: assign({ loadFailure: null }),
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ year: context.year }),
        onDone: [
          { guard: 'hasGroup', target: 'week', actions: assign({ options: ({ event }) => event.output }) },
          { target: 'choosing', actions: assign({ options: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'optionsFailed',
          actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    optionsFailed: { on: { 'load.retry': 'options' } },
    choosing: {},
    week: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ loadFailure: null, week: null, draft: null, pending: null }),
          invoke: {
            id: 'loadWeek',
            src: 'loadWeek',
            input: ({ context }) => ({ groupID: context.groupID ?? 0, drafting: context.drafting }),
            onDone: { target: 'shown', actions: assign({ week: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }) },
          },
        },
        failed: { on: { 'load.retry': 'loading' } },
        shown: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'lesson.add': {
                  guard: 'editable',
                  target: 'editing',
                  actions: [
                    'clearWrite',
                    assign({
                      draft: ({ context, event }) => ({
                        id: null,
                        defaults: {
                          weekday: event.weekday,
                          pair: event.pair,
                          parity: context.filter,
                          subject: '',
                          kind: null,
                          room: null,
                          teacherID: null,
                          subgroup: 0,
                        },
                      }),
                    }),
                  ],
                },
                'lesson.edit': {
                  guard: and(['editable', 'knownLesson']),
                  target: 'editing',
                  actions: [
                    'clearWrite',
                    assign({
                      draft: ({ context, event }) => ({
                        id: event.id,
                        defaults: valuesOfSlot(slotOf(context, event.id)!),
                      }),
                    }),
                  ],
                },
                'lesson.move': {
                  guard: and(['editable', 'knownLesson']),
                  target: 'saving',
                  actions: [
                    'clearWrite',
                    assign({
                      pending: ({ context, event }) => {
                        const slot = slotOf(context, event.id)!
                        const values = { ...valuesOfSlot(slot), weekday: event.weekday, pair: event.pair }
                        return { groupID: slot.groupID, id: slot.id, values }
                      },
                    }),
                  ],
                },
                'lesson.delete': {
                  guard: and(['editable', 'knownLesson']),
                  target: 'deleting',
                  actions: ['clearWrite', assign({ removingID: ({ event }) => event.id })],
                },
                'draft.start': {
                  guard: 'canStart',
                  target: 'starting',
                  actions: ['clearWrite', assign({ source: ({ event }) => event.from })],
                },
                'draft.publish': { guard: 'canPublish', target: 'publishing', actions: 'clearWrite' },
              },
            },
            starting: {
              invoke: {
                id: 'startDraft',
                src: 'startDraft',
                input: ({ context }) => ({ groupID: context.groupID ?? 0, from: context.source }),
                onDone: {
                  target: 'viewing',
                  actions: assign({ week: ({ event }) => event.output, notice: 'started' }),
                },
                onError: { target: 'viewing', actions: 'refuse' },
              },
            },
            publishing: {
              invoke: {
                id: 'publishDraft',
                src: 'publishDraft',
                input: ({ context }) => ({ groupID: context.groupID ?? 0 }),
                onDone: {
                  target: 'viewing',
                  actions: assign({ week: ({ event }) => event.output, notice: 'published' }),
                },
                onError: { target: 'viewing', actions: 'refuse' },
              },
            },
            editing: {
              on: {
                'lesson.save': {
                  target: 'saving',
                  actions: [
                    'clearWrite',
                    assign({
                      pending: ({ context, event }) => ({
                        groupID: context.groupID ?? 0,
                        id: context.draft?.id ?? null,
                        values: event.values,
                      }),
                    }),
                  ],
                },
                'form.cancel': { target: 'viewing', actions: assign({ draft: null }) },
              },
            },
            saving: {
              invoke: {
                id: 'writeLesson',
                src: 'writeLesson',
                input: ({ context }) => ({ ...context.pending!, drafting: context.drafting }),
                onDone: {
                  target: 'refreshing',
                  actions: assign({
                    notice: ({ context }) => (context.pending?.id === null ? 'added' : 'saved'),
                    draft: null,
                    pending: null,
                  }),
                },
                onError: [
                  { guard: 'formOpen', target: 'editing', actions: 'refuse' },
                  { target: 'viewing', actions: 'refuse' },
                ],
              },
            },
            deleting: {
              invoke: {
                id: 'removeLesson',
                src: 'removeLesson',
                input: ({ context }) => ({ id: context.removingID ?? 0, drafting: context.drafting }),
                onDone: { target: 'refreshing', actions: assign({ notice: 'deleted', removingID: null }) },
                onError: { target: 'viewing', actions: 'refuse' },
              },
            },
            refreshing: {
              invoke: {
                id: 'loadWeek',
                src: 'loadWeek',
                input: ({ context }) => ({ groupID: context.groupID ?? 0, drafting: context.drafting }),
                onDone: { target: 'viewing', actions: assign({ week: ({ event }) => event.output }) },
                onError: {
                  target: '#raspManager.week.failed',
                  actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }),
                },
              },
            },
          },
        },
      },
    },
  },
  on: {
    'group.select': {
      target: '.week',
      reenter: true,
      actions: ['clearWrite', assign({ groupID: ({ event }) => event.groupID })],
    },
    'weeks.filter': { actions: assign({ filter: ({ event }) => event.filter }) },
  },
})
