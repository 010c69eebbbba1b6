import { assign, raise, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import { cipherOf, emptyProtocol } from '@/api/gia'
import {
  confirmReport,
  importReport,
  loadChairmen,
  loadCompetences,
  loadDirections,
  loadProgrammes,
  loadReport,
  loadStudents,
  saveReport,
} from './report-edit.actors'
import type { ReportContext, ReportEvent, SaveError } from './report-edit.types'
import { derived, keys, mergeValues, saveBody } from './report-edit.values'

/**
 * The GEK report's edit lifecycle (spec 2 §4 GEK report).
 *
 *   loading ─done→ ready.mode: new → editing; saved → viewing
 *   viewing ─report.edit [canEdit]→ editing ─report.save {values}→ saving ─done→ viewing (route → /GAK/Protocol/{id})
 *                                          └ report.cancel {values}→ viewing (changes kept)   └ error → editing (error kept)
 *   viewing ─report.confirm [canConfirm]→ confirming ─done→ viewing (veryfied)
 *   editing (new) ─report.import→ importing ─done→ editing (another report's content, unsaved)
 *
 * react-hook-form owns the field values; the save and cancel events carry them. The machine owns what the
 * form cannot know: the report's id, its owner and confirmation, the chosen chairman (name, photo), the
 * best works the chairman picks, and the cascading reference lists. Each list cascade runs in its own
 * region; an answer carries the selection it was asked for (`key`), and an answer whose key is no longer
 * the current selection is dropped (stale). A confirmed report is read-only for the secretary (canEdit),
 * and the chairman confirms it once (canConfirm).
 */
export type { Keyed, Loaded } from './report-edit.types'

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

function saveErrorOf(error: unknown): SaveError {
  if (isApiError(error) && error.code === 'forbidden') return { code: 'forbidden', message: error.serverMessage }
  return { code: 'failed', message: isApiError(error) ? error.serverMessage : null }
}

export const reportEditMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as { protocolID: number | null },
  },
  actors: {
    loadReport,
    importReport,
    saveReport,
    confirmReport,
    loadDirections,
    loadProgrammes,
    loadCompetences,
    loadChairmen,
    loadStudents,
  },
  actions: {
    /** Supplied where the actor is mounted: the route becomes /GAK/Protocol/{reportID}. */
    navigateToReport: (_, _params: { reportID: number }) => {},
  },
  guards: {
    isNew: ({ context }) => context.protocolID === null,
    /** The secretary edits an unconfirmed report; the chairman never edits. */
    canEdit: ({ context }) => !context.allowConfirm && !context.report.veryfied,
    /** The chairman confirms a report once. */
    canConfirm: ({ context }) => context.allowConfirm && !context.report.veryfied,
  },
}).createMachine({
  id: 'giaReport',
  context: ({ input }) => ({
    protocolID: input.protocolID,
    report: emptyProtocol(),
    revision: 0,
    allowConfirm: false,
    ugsns: [],
    directions: [],
    programmes: [],
    chairmen: [],
    students: [],
    competences: [],
    others: [],
    savedID: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ protocolID: context.protocolID }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            allowConfirm: event.output.allowConfirm,
            ugsns: event.output.ugsns,
            others: event.output.others ?? [],
            report: event.output.protocol ? derived(event.output.protocol) : context.report,
            revision: context.revision + 1,
          })),
        },
        onError: 'failed',
      },
    },
    failed: {},
    ready: {
      type: 'parallel',
      states: {
        mode: {
          initial: 'choose',
          states: {
            choose: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'viewing' }] },
            viewing: {
              tags: ['readonly'],
              on: {
                'report.edit': { guard: 'canEdit', target: 'editing', actions: assign({ error: null }) },
                'report.confirm': { guard: 'canConfirm', target: 'confirming' },
                'bestWork.toggle': {
                  guard: 'canConfirm',
                  actions: assign({
                    report: ({ context, event }) => ({
                      ...context.report,
                      bestWorks: toggle(context.report.bestWorks, event.studentID),
                    }),
                  }),
                },
              },
            },
            editing: {
              on: {
                'report.cancel': {
                  target: 'viewing',
                  actions: assign({
                    report: ({ context, event }) => mergeValues(context.report, event.values),
                    error: null,
                  }),
                },
                'report.save': {
                  target: 'saving',
                  actions: assign({
                    report: ({ context, event }) => mergeValues(context.report, event.values),
                    error: null,
                  }),
                },
                'report.import': { guard: 'isNew', target: 'importing' },
                'ugsn.select': {
                  actions: [
                    assign({ report: ({ context, event }) => ({ ...context.report, ugsnid: event.ugsnid }) }),
                    raise({ type: 'cascade.directions' }),
                  ],
                },
                'direction.select': {
                  actions: [
                    assign({
                      report: ({ context, event }) => ({
                        ...context.report,
                        directionСipher: event.full,
                        competencies: [],
                      }),
                    }),
                    raise({ type: 'cascade.programmes' }),
                  ],
                },
                'programme.select': {
                  actions: [
                    assign({ report: ({ context, event }) => ({ ...context.report, nameOOP: event.name }) }),
                    raise({ type: 'cascade.chairmen' }),
                  ],
                },
                'level.select': {
                  actions: [
                    assign({ report: ({ context, event }) => ({ ...context.report, levelEducation: event.level }) }),
                    raise({ type: 'cascade.students' }),
                  ],
                },
                'chairman.select': {
                  actions: [
                    assign({
                      report: ({ context, event }) => ({
                        ...context.report,
                        chairmanId: event.chairman.userID,
                        chairmanFullName: event.chairman.userFullName,
                        chairmanPhoto: event.chairman.photoPath,
                      }),
                    }),
                    raise({ type: 'cascade.students' }),
                  ],
                },
                'bestWork.toggle': {
                  actions: assign({
                    report: ({ context, event }) => ({
                      ...context.report,
                      bestWorks: toggle(context.report.bestWorks, event.studentID),
                    }),
                  }),
                },
              },
            },
            importing: {
              tags: ['busy'],
              invoke: {
                id: 'importReport',
                src: 'importReport',
                input: ({ event }) => ({ protocolID: (event as { protocolID: number }).protocolID }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign({
                      report: ({ event }) => ({
                        ...derived(event.output),
                        reportID: null,
                        secretarId: null,
                        veryfied: false,
                        bestWorks: [],
                      }),
                      revision: ({ context }) => context.revision + 1,
                    }),
                    raise({ type: 'cascade.directions' }),
                    raise({ type: 'cascade.programmes' }),
                    raise({ type: 'cascade.chairmen' }),
                    raise({ type: 'cascade.students' }),
                  ],
                },
                onError: 'editing',
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveReport',
                src: 'saveReport',
                input: ({ context }) => saveBody(context.report),
                onDone: {
                  target: 'viewing',
                  actions: [
                    assign(({ context, event }) => ({
                      protocolID: event.output.reportID,
                      savedID: event.output.reportID,
                      report: { ...saveBody(context.report), reportID: event.output.reportID },
                    })),
                    { type: 'navigateToReport', params: ({ event }) => ({ reportID: event.output.reportID }) },
                  ],
                },
                onError: { target: 'editing', actions: assign({ error: ({ event }) => saveErrorOf(event.error) }) },
              },
            },
            confirming: {
              tags: ['busy', 'readonly'],
              invoke: {
                id: 'confirmReport',
                src: 'confirmReport',
                input: ({ context }) => ({ protocolID: context.protocolID ?? 0, bestWorks: context.report.bestWorks }),
                onDone: {
                  target: 'viewing',
                  actions: assign({ report: ({ context }) => ({ ...context.report, veryfied: true }) }),
                },
                onError: 'viewing',
              },
            },
          },
        },
        directions: {
          // entering the report loads every list for what it holds
          initial: 'loading',
          on: { 'cascade.directions': { target: '.loading', reenter: true } },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadDirections',
                src: 'loadDirections',
                input: ({ context }) => ({ key: keys.directions(context.report), ugsnid: context.report.ugsnid ?? 0 }),
                onDone: {
                  guard: ({ context, event }) => event.output.key === keys.directions(context.report),
                  target: 'idle',
                  actions: assign({ directions: ({ event }) => event.output.list }),
                },
                onError: 'idle',
              },
            },
          },
        },
        programmes: {
          // entering the report loads every list for what it holds
          initial: 'loading',
          on: { 'cascade.programmes': { target: '.loading', reenter: true } },
          states: {
            idle: {},
            loading: {
              type: 'parallel',
              onDone: 'idle',
              states: {
                programmes: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadProgrammes',
                        src: 'loadProgrammes',
                        input: ({ context }) => ({
                          key: keys.programmes(context.report),
                          full: context.report['directionСipher'],
                        }),
                        onDone: {
                          guard: ({ context, event }) => event.output.key === keys.programmes(context.report),
                          target: 'done',
                          actions: assign({ programmes: ({ event }) => event.output.list }),
                        },
                        onError: 'done',
                      },
                    },
                    done: { type: 'final' },
                  },
                },
                competences: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadCompetences',
                        src: 'loadCompetences',
                        input: ({ context }) => ({
                          key: keys.programmes(context.report),
                          cipher: cipherOf(context.report['directionСipher']),
                        }),
                        onDone: {
                          guard: ({ context, event }) => event.output.key === keys.programmes(context.report),
                          target: 'done',
                          actions: assign({ competences: ({ event }) => event.output.list }),
                        },
                        onError: 'done',
                      },
                    },
                    done: { type: 'final' },
                  },
                },
              },
            },
          },
        },
        chairmen: {
          // entering the report loads every list for what it holds
          initial: 'loading',
          on: { 'cascade.chairmen': { target: '.loading', reenter: true } },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadChairmen',
                src: 'loadChairmen',
                input: ({ context }) => ({
                  key: keys.chairmen(context.report),
                  cipher: cipherOf(context.report['directionСipher']),
                }),
                onDone: {
                  guard: ({ context, event }) => event.output.key === keys.chairmen(context.report),
                  target: 'idle',
                  actions: assign({ chairmen: ({ event }) => event.output.list }),
                },
                onError: 'idle',
              },
            },
          },
        },
        students: {
          // entering the report loads every list for what it holds
          initial: 'loading',
          on: { 'cascade.students': { target: '.loading', reenter: true } },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadStudents',
                src: 'loadStudents',
                input: ({ context }) => ({
                  key: keys.students(context.report),
                  userID: context.report.chairmanId ?? 0,
                  level: context.report.levelEducation,
                }),
                onDone: {
                  guard: ({ context, event }) => event.output.key === keys.students(context.report),
                  target: 'idle',
                  actions: assign({ students: ({ event }) => event.output.list }),
                },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
})
