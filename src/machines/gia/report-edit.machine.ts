import { assign, fromPromise, raise, setup } from 'xstate'
import {
  cipherOf,
  emptyProtocol,
  examOfType,
  levelOfType,
  typeOf,
  type Chairman,
  type Competence,
  type GiaProtocol,
  type Student,
  type Ugsn,
} from '@/api/gia'

/**
 * The GEK report's edit lifecycle (spec 2 §4 GEK report): new (edit on) → saved (edit off) on save;
 * saved → edit via Edit; edit → read-only via Cancel (changes kept) or after save.
 * Each list cascade runs in its own region; an answer carries the selection it was asked for (`key`),
 * and an answer whose key is no longer the current selection is dropped (stale).
 */
export interface Loaded {
  allowConfirm: boolean
  protocol: GiaProtocol | null
  ugsns: Ugsn[]
}
export interface Keyed<T> {
  key: string
  list: T[]
}
export interface ReportContext {
  protocolID: number | null
  report: GiaProtocol
  allowConfirm: boolean
  ugsns: Ugsn[]
  directions: string[]
  programmes: string[]
  chairmen: Chairman[]
  students: Student[]
  competences: Competence[]
  savedID: number | null
}
export type ReportEvent =
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'SAVE' }
  | { type: 'CONFIRM' }
  | { type: 'IMPORT'; protocolID: number }
  | { type: 'FIELD'; patch: Partial<GiaProtocol> }
  | { type: 'UGSN'; ugsnid: number }
  | { type: 'DIRECTION'; full: string }
  | { type: 'PROGRAMME'; name: string }
  | { type: 'LEVEL'; level: number }
  | { type: 'CHAIRMAN'; chairman: Chairman }
  | { type: 'TOGGLE_COMPETENCE'; id: number }
  | { type: 'TOGGLE_BEST'; studentID: number }
  | { type: 'cascade.directions' }
  | { type: 'cascade.programmes' }
  | { type: 'cascade.chairmen' }
  | { type: 'cascade.students' }

/** Keys of the selection each list depends on. */
export const keys = {
  directions: (r: GiaProtocol) => String(r.ugsnid ?? ''),
  programmes: (r: GiaProtocol) => cipherOf(r['directionСipher']),
  chairmen: (r: GiaProtocol) => `${cipherOf(r['directionСipher'])}|${r.nameOOP}`,
  students: (r: GiaProtocol) => `${r.chairmanId ?? ''}|${r.levelEducation}`,
}

/** The save body: its type code recomputed from the level and the state-exam checkbox. */
export function saveBody(report: GiaProtocol): GiaProtocol {
  return { ...report, typeProtocol: typeOf(report.levelEducation, report.porotectionFromTheStateExam) }
}

/** Level and exam checkbox derived from the type code on load. */
export function derived(protocol: GiaProtocol): GiaProtocol {
  return { ...protocol, levelEducation: levelOfType(protocol.typeProtocol), porotectionFromTheStateExam: examOfType(protocol.typeProtocol) }
}

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])
const notReady = () => Promise.reject(new Error('not provided'))

export const reportEditMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as { protocolID: number | null },
  },
  actors: {
    loadReport: fromPromise<Loaded, { protocolID: number | null }>(notReady),
    importReport: fromPromise<GiaProtocol, { protocolID: number }>(notReady),
    saveReport: fromPromise<{ reportID: number }, GiaProtocol>(notReady),
    confirmReport: fromPromise<unknown, { protocolID: number; bestWorks: number[] }>(notReady),
    loadDirections: fromPromise<Keyed<string>, { key: string; ugsnid: number }>(notReady),
    loadProgrammes: fromPromise<Keyed<string>, { key: string; full: string }>(notReady),
    loadCompetences: fromPromise<Keyed<Competence>, { key: string; cipher: string }>(notReady),
    loadChairmen: fromPromise<Keyed<Chairman>, { key: string; cipher: string }>(notReady),
    loadStudents: fromPromise<Keyed<Student>, { key: string; userID: number; level: number }>(notReady),
  },
  actions: {
    /** Provided by the screen: the route becomes /GAK/Protocol/{reportID}. */
    navigateToReport: (_, _params: { reportID: number }) => {},
  },
  guards: {
    isNew: ({ context }) => context.protocolID === null,
    allowConfirm: ({ context }) => context.allowConfirm,
  },
}).createMachine({
  id: 'giaReport',
  context: ({ input }) => ({
    protocolID: input.protocolID,
    report: emptyProtocol(),
    allowConfirm: false,
    ugsns: [],
    directions: [],
    programmes: [],
    chairmen: [],
    students: [],
    competences: [],
    savedID: null,
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
          actions: [
            assign(({ context, event }) => ({
              allowConfirm: event.output.allowConfirm,
              ugsns: event.output.ugsns,
              report: event.output.protocol ? derived(event.output.protocol) : context.report,
            })),
          ],
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
              on: {
                EDIT: 'editing',
                CONFIRM: { guard: 'allowConfirm', target: 'confirming' },
                TOGGLE_BEST: { guard: 'allowConfirm', actions: assign({ report: ({ context, event }) => ({ ...context.report, bestWorks: toggle(context.report.bestWorks, event.studentID) }) }) },
              },
            },
            editing: {
              on: {
                CANCEL: 'viewing',
                SAVE: 'saving',
                IMPORT: { guard: 'isNew', target: 'importing' },
                FIELD: { actions: assign({ report: ({ context, event }) => ({ ...context.report, ...event.patch }) }) },
                UGSN: {
                  actions: [assign({ report: ({ context, event }) => ({ ...context.report, ugsnid: event.ugsnid }) }), raise({ type: 'cascade.directions' })],
                },
                DIRECTION: {
                  actions: [
                    assign({ report: ({ context, event }) => ({ ...context.report, directionСipher: event.full, competencies: [] }) }),
                    raise({ type: 'cascade.programmes' }),
                  ],
                },
                PROGRAMME: {
                  actions: [assign({ report: ({ context, event }) => ({ ...context.report, nameOOP: event.name }) }), raise({ type: 'cascade.chairmen' })],
                },
                LEVEL: {
                  actions: [assign({ report: ({ context, event }) => ({ ...context.report, levelEducation: event.level }) }), raise({ type: 'cascade.students' })],
                },
                CHAIRMAN: {
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
                TOGGLE_COMPETENCE: { actions: assign({ report: ({ context, event }) => ({ ...context.report, competencies: toggle(context.report.competencies, event.id) }) }) },
                TOGGLE_BEST: { actions: assign({ report: ({ context, event }) => ({ ...context.report, bestWorks: toggle(context.report.bestWorks, event.studentID) }) }) },
              },
            },
            importing: {
              invoke: {
                id: 'importReport',
                src: 'importReport',
                input: ({ event }) => ({ protocolID: (event as { protocolID: number }).protocolID }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign({ report: ({ event }) => ({ ...derived(event.output), reportID: null, veryfied: false }) }),
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
                onError: 'editing',
              },
            },
            confirming: {
              invoke: {
                id: 'confirmReport',
                src: 'confirmReport',
                input: ({ context }) => ({ protocolID: context.protocolID ?? 0, bestWorks: context.report.bestWorks }),
                onDone: { target: 'viewing', actions: assign({ report: ({ context }) => ({ ...context.report, veryfied: true }) }) },
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
                onDone: { guard: ({ context, event }) => event.output.key === keys.directions(context.report), target: 'idle', actions: assign({ directions: ({ event }) => event.output.list }) },
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
                        input: ({ context }) => ({ key: keys.programmes(context.report), full: context.report['directionСipher'] }),
                        onDone: { guard: ({ context, event }) => event.output.key === keys.programmes(context.report), target: 'done', actions: assign({ programmes: ({ event }) => event.output.list }) },
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
                        input: ({ context }) => ({ key: keys.programmes(context.report), cipher: cipherOf(context.report['directionСipher']) }),
                        onDone: { guard: ({ context, event }) => event.output.key === keys.programmes(context.report), target: 'done', actions: assign({ competences: ({ event }) => event.output.list }) },
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
                input: ({ context }) => ({ key: keys.chairmen(context.report), cipher: cipherOf(context.report['directionСipher']) }),
                onDone: { guard: ({ context, event }) => event.output.key === keys.chairmen(context.report), target: 'idle', actions: assign({ chairmen: ({ event }) => event.output.list }) },
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
                input: ({ context }) => ({ key: keys.students(context.report), userID: context.report.chairmanId ?? 0, level: context.report.levelEducation }),
                onDone: { guard: ({ context, event }) => event.output.key === keys.students(context.report), target: 'idle', actions: assign({ students: ({ event }) => event.output.list }) },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
})
