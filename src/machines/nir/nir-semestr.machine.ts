import { assign, setup } from 'xstate'
import type { NirsPage, NirsRow, ReportValues } from '@/api/nir-semestr'
import { loadNirsList, loadNirsPage, markNirsReport, uploadNirsReport } from './nir-semestr.actors'
import { claimErrorOf, type ClaimError } from './finnir.types'

export interface NirsPageContext {
  sid: number | null
  sem: number | null
  page: NirsPage | null
  error: ClaimError | null
  /** Bumped after a load or a save, so the forms remount with the stored values. */
  formKey: number
  /** The last save, for a one-time notice. */
  done: 'uploaded' | 'marked' | null
}
type PageEvent =
  | { type: 'report.submit'; values: ReportValues }
  | { type: 'mark.submit'; mark: string }
  | { type: 'load.retry' }

const stored = (kind: 'uploaded' | 'marked') =>
  assign<NirsPageContext, { type: string; output: NirsPage }, undefined, PageEvent, never>({
    page: ({ event }) => event.output,
    error: null,
    formKey: ({ context }) => context.formKey + 1,
    done: kind,
  })

/**
 * One master student's semester (/NIRSemestr/NIRSemestr/{SID?}/{SEM?}/{BaseList?}): loading → ready;
 * the student uploads the report (uploading), the supervisor marks it (marking); a refusal keeps the form.
 */
export const nirsPageMachine = setup({
  types: {
    context: {} as NirsPageContext,
    events: {} as PageEvent,
    input: {} as { sid: number | null; sem: number | null },
  },
  actors: { loadNirsPage, uploadNirsReport, markNirsReport },
}).createMachine({
  id: 'nirsPage',
  context: ({ input }) => ({ ...input, page: null, error: null, formKey: 0, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNirsPage',
        src: 'loadNirsPage',
        input: ({ context }) => ({ sid: context.sid, sem: context.sem }),
        onDone: {
          target: 'ready',
          actions: assign({ page: ({ event }) => event.output, formKey: ({ context }) => context.formKey + 1 }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: { on: { 'report.submit': 'uploading', 'mark.submit': 'marking' } },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadNirsReport',
        src: 'uploadNirsReport',
        input: ({ context, event }) => ({
          sem: context.page?.semester ?? 1,
          values: (event as { values: ReportValues }).values,
        }),
        onDone: { target: 'ready', actions: stored('uploaded') },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => claimErrorOf(event.error), done: null }) },
      },
    },
    marking: {
      tags: ['busy'],
      invoke: {
        id: 'markNirsReport',
        src: 'markNirsReport',
        input: ({ context, event }) => ({
          sid: context.page?.student.id ?? 0,
          sem: context.page?.semester ?? 1,
          mark: (event as { mark: string }).mark,
        }),
        onDone: { target: 'ready', actions: stored('marked') },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => claimErrorOf(event.error), done: null }) },
      },
    },
  },
})

/** /NIRSemestr/NIRSList: the master students' reports of a semester (0: all); a new semester reloads. */
export const nirsListMachine = setup({
  types: {
    context: {} as { sem: number; rows: NirsRow[]; error: ClaimError | null },
    events: {} as { type: 'sem.change'; sem: number } | { type: 'load.retry' },
  },
  actors: { loadNirsList },
}).createMachine({
  id: 'nirsList',
  context: { sem: 0, rows: [], error: null },
  initial: 'loading',
  on: { 'sem.change': { target: '.loading', actions: assign({ sem: ({ event }) => event.sem, error: null }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadNirsList',
        src: 'loadNirsList',
        input: ({ context }) => ({ sem: context.sem }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {},
  },
})
