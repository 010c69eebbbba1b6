import { and, assign, setup, type ActorRefFrom } from 'xstate'
import type { ComposeRequest, GroupsAnswer, Limits, Person } from '@/api/mail'
import { chunkedUploadMachine, type UploadOutput, type UploadPosition } from './chunked-upload.machine'
import {
  addFiles,
  emptySelections,
  isSearchType,
  isValid,
  mailBody,
  searchLongEnough,
  type ComposeForm,
  type FieldName,
  type FileProblem,
  type SelectionKey,
} from './compose.form'
import {
  BODY_MAX_DEFAULT,
  RECIPIENT_PAGE_SIZES,
  RECIPIENT_SEARCH_DEBOUNCE_MS,
  RECIPIENT_TYPE,
  SEND_FAILED_CLOSE_MS,
  SEND_FINISH_DELAY_MS,
  SUBJECT_MAX_DEFAULT,
  type RecipientTypeID,
} from '@/lib/constants/mail'
import { findRecipients, loadGroups, loadSetup, sendMail } from './compose.actors'
import type { SendResult } from './compose.types'

/**
 * The mail compose dialog (spec 2 §2.1, §4 Mail sending, §5, §8; design card: chunked upload).
 * loading → editing (search region: idle → debouncing 500 ms → searching; groups region reloads per
 * year) → sending → [no files] sent | [files] uploading → finishing (2 s) → sent; state -2 → refused
 * (snackbar, form reset, closes after 2 s); a failed request → editing with everything kept; a failed
 * chunk (after the upload's own retries) → uploadFailed ('Файл {name} не загружен!'), where the upload
 * can resume from that chunk.
 */
export interface SearchState {
  query: string
  results: Person[]
  total: number
  page: number
  rowsPerPage: number
  failed: boolean
}

export interface ComposeContext {
  request: ComposeRequest
  allowedTypes: RecipientTypeID[]
  limits: Limits
  formats: string[]
  groups: GroupsAnswer | null
  form: ComposeForm
  files: File[]
  problems: FileProblem[]
  touched: Partial<Record<FieldName, true>>
  search: SearchState
  parentID: number | null
  sendError: 'network' | 'forbidden' | 'invalid' | null
  serverMessage: string | null
  messageID: number | null
  resume: UploadPosition | null
  failedFile: string | null
}

export type ComposeEvent =
  | { type: 'theme.change'; value: string }
  | { type: 'body.change'; value: string }
  | { type: 'recipientType.select'; typeID: RecipientTypeID }
  | { type: 'recipient.search'; text: string }
  | { type: 'results.page'; page: number }
  | { type: 'results.rows'; rowsPerPage: number }
  | { type: 'recipient.pick'; person: Person }
  | { type: 'recipient.clear' }
  | { type: 'group.select'; groupID: number | null }
  | { type: 'selection.change'; key: SelectionKey; values: number[] }
  | { type: 'massMailing.select'; id: number }
  | { type: 'year.select'; year: string }
  | { type: 'files.add'; files: File[] }
  | { type: 'file.remove'; name: string }
  | { type: 'field.blur'; field: FieldName }
  | { type: 'mail.send' }
  | { type: 'dialog.close' }
  | { type: 'upload.retry' }
  | { type: 'setup.retry' }

export interface ComposeInput {
  request: ComposeRequest
  allowedTypes: RecipientTypeID[]
  year: string
}

const emptySearch = (): SearchState => ({
  query: '',
  results: [],
  total: 0,
  page: 1,
  rowsPerPage: RECIPIENT_PAGE_SIZES[0],
  failed: false,
})

export function emptyForm(year: string): ComposeForm {
  return {
    theme: '',
    markdown: '',
    typeID: null,
    recipient: null,
    groupID: null,
    selections: emptySelections(),
    massMailingID: null,
    year,
  }
}

const touch = (context: ComposeContext, field: FieldName) => ({ ...context.touched, [field]: true as const })

export const composeMachine = setup({
  types: {
    context: {} as ComposeContext,
    events: {} as ComposeEvent,
    input: {} as ComposeInput,
  },
  actors: { loadSetup, loadGroups, findRecipients, sendMail, chunkedUpload: chunkedUploadMachine },
  actions: {
    /** Provided by the host: 'Письмо' / 'Письмо отправлено.' and the route /mail/sent. */
    notifySent: () => {},
    navigateToSent: () => {},
    /** Provided by the host: red snackbar 'Ошибка отправки письма' for 3 s (outlives the dialog). */
    showSendFailed: () => {},
    /** Provided by the host: error notification 'Ошибка загрузки файла' / 'Файл {name} не загружен!'. */
    notifyUploadFailed: (_, _params: { fileName: string }) => {},
    resetForm: assign(({ context }) => ({
      form: emptyForm(context.form.year),
      files: [],
      problems: [],
      touched: {},
      search: emptySearch(),
    })),
  },
  guards: {
    valid: ({ context }) => context.allowedTypes.length > 0 && isValid(context.form, context.limits),
    refused: ({ event }) => (event as unknown as { output: SendResult }).output.state === -2,
    accepted: ({ event }) => {
      const out = (event as unknown as { output: SendResult }).output
      return out.state === 1 && out.messageID !== null
    },
    hasFiles: ({ context }) => context.files.length > 0,
    uploadOk: ({ event }) => (event as unknown as { output: UploadOutput }).output.ok,
    searchable: ({ context, event }) =>
      isSearchType(context.form.typeID) && searchLongEnough((event as { text: string }).text),
    canPage: ({ context }) => context.form.typeID === RECIPIENT_TYPE.byName && searchLongEnough(context.search.query),
    allowedType: ({ context, event }) => context.allowedTypes.includes((event as { typeID: RecipientTypeID }).typeID),
  },
  delays: {
    RECIPIENT_SEARCH_DEBOUNCE: RECIPIENT_SEARCH_DEBOUNCE_MS,
    SEND_FINISH_DELAY: SEND_FINISH_DELAY_MS,
    SEND_FAILED_CLOSE: SEND_FAILED_CLOSE_MS,
  },
}).createMachine({
  id: 'compose',
  context: ({ input }) => ({
    request: input.request,
    allowedTypes: input.allowedTypes,
    limits: { subject: SUBJECT_MAX_DEFAULT, body: BODY_MAX_DEFAULT },
    formats: [],
    groups: null,
    form: emptyForm(input.year),
    files: [],
    problems: [],
    touched: {},
    search: emptySearch(),
    parentID: input.request.parentID ?? null,
    sendError: null,
    serverMessage: null,
    messageID: null,
    resume: null,
    failedFile: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        input: ({ context }) => ({ request: context.request, year: context.form.year }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const s = event.output
            const typeID = s.typeID !== null && context.allowedTypes.includes(s.typeID) ? s.typeID : null
            return {
              formats: s.formats,
              groups: s.groups,
              limits: s.limits,
              parentID: s.parent?.messageID ?? context.parentID,
              form: {
                ...context.form,
                typeID,
                recipient: typeID === null ? null : s.recipient,
                theme: s.parent
                  ? `Re: ${s.parent.theme.replace(/^(Re:\s*)+/i, '')}`.slice(0, s.limits.subject)
                  : context.form.theme,
              },
            }
          }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'setup.retry': 'loading', 'dialog.close': 'closed' },
    },
    editing: {
      type: 'parallel',
      on: {
        'theme.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, theme: event.value.slice(0, context.limits.subject) }),
            touched: ({ context }) => touch(context, 'theme'),
            sendError: null,
          }),
        },
        'body.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, markdown: event.value.slice(0, context.limits.body) }),
          }),
        },
        'recipient.pick': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, recipient: event.person }),
            touched: ({ context }) => touch(context, 'recipient'),
            sendError: null,
          }),
        },
        'recipient.clear': {
          actions: assign({
            form: ({ context }) => ({ ...context.form, recipient: null }),
            touched: ({ context }) => touch(context, 'recipient'),
          }),
        },
        'group.select': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, groupID: event.groupID }),
            touched: ({ context }) => touch(context, 'groupID'),
            sendError: null,
          }),
        },
        'selection.change': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              selections: { ...context.form.selections, [event.key]: [...event.values] },
            }),
            touched: ({ context, event }) => touch(context, event.key),
            sendError: null,
          }),
        },
        'massMailing.select': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, massMailingID: event.id }),
            touched: ({ context }) => touch(context, 'massMailingID'),
            sendError: null,
          }),
        },
        'files.add': {
          actions: assign(({ context, event }) => {
            const { files, problems } = addFiles(context.files, event.files, context.formats)
            return { files, problems }
          }),
        },
        'file.remove': {
          actions: assign({
            files: ({ context, event }) => context.files.filter((f) => f.name !== event.name),
            problems: [],
          }),
        },
        'field.blur': { actions: assign({ touched: ({ context, event }) => touch(context, event.field) }) },
        'mail.send': { guard: 'valid', target: 'sending' },
        'dialog.close': 'closed',
      },
      states: {
        search: {
          initial: 'idle',
          on: {
            'recipientType.select': {
              guard: 'allowedType',
              target: '.idle',
              actions: assign({
                form: ({ context, event }) => ({
                  ...context.form,
                  typeID: event.typeID,
                  recipient: null,
                  groupID: null,
                  massMailingID: null,
                }),
                search: () => emptySearch(),
                touched: ({ context }) => touch(context, 'typeID'),
                sendError: null,
              }),
            },
            'recipient.search': [
              {
                guard: 'searchable',
                target: '.debouncing',
                reenter: true,
                actions: assign({
                  search: ({ context, event }) => ({ ...context.search, query: event.text, page: 1 }),
                }),
              },
              {
                target: '.idle',
                actions: assign({
                  search: ({ context, event }) => ({
                    ...context.search,
                    query: event.text,
                    results: [],
                    total: 0,
                    page: 1,
                    failed: false,
                  }),
                }),
              },
            ],
            'results.page': {
              guard: 'canPage',
              target: '.searching',
              reenter: true,
              actions: assign({
                search: ({ context, event }) => ({ ...context.search, page: Math.max(1, event.page) }),
              }),
            },
            'results.rows': {
              guard: 'canPage',
              target: '.searching',
              reenter: true,
              actions: assign({
                search: ({ context, event }) => ({
                  ...context.search,
                  page: 1,
                  rowsPerPage: (RECIPIENT_PAGE_SIZES as readonly number[]).includes(event.rowsPerPage)
                    ? event.rowsPerPage
                    : RECIPIENT_PAGE_SIZES[0],
                }),
              }),
            },
          },
          states: {
            idle: {},
            debouncing: { after: { RECIPIENT_SEARCH_DEBOUNCE: 'searching' } },
            searching: {
              invoke: {
                id: 'findRecipients',
                src: 'findRecipients',
                input: ({ context }) => ({
                  typeID: context.form.typeID!,
                  query: context.search.query.trim(),
                  page: context.search.page,
                  rowsPerPage: context.search.rowsPerPage,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    search: ({ context, event }) => ({
                      ...context.search,
                      results: event.output.results,
                      total: event.output.total,
                      failed: false,
                    }),
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    search: ({ context }) => ({ ...context.search, results: [], total: 0, failed: true }),
                  }),
                },
              },
            },
          },
        },
        groups: {
          initial: 'idle',
          on: {
            'year.select': {
              target: '.loading',
              reenter: true,
              actions: assign({ form: ({ context, event }) => ({ ...context.form, year: event.year, groupID: null }) }),
            },
          },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadGroups',
                src: 'loadGroups',
                input: ({ context }) => ({ year: context.form.year }),
                onDone: { target: 'idle', actions: assign({ groups: ({ event }) => event.output }) },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    sending: {
      entry: assign({ sendError: null, serverMessage: null }),
      invoke: {
        id: 'sendMail',
        src: 'sendMail',
        input: ({ context }) => ({ body: mailBody(context.form, context.parentID) }),
        onDone: [
          { guard: 'refused', target: 'refused' },
          {
            guard: and(['accepted', 'hasFiles']),
            target: 'uploading',
            actions: assign({ messageID: ({ event }) => event.output.messageID, resume: null }),
          },
          { guard: 'accepted', target: 'sent', actions: assign({ messageID: ({ event }) => event.output.messageID }) },
          { target: 'editing', actions: assign({ sendError: 'network' }) },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = event.error as { code?: string; serverMessage?: string | null }
            return {
              sendError:
                error?.code === 'forbidden'
                  ? ('forbidden' as const)
                  : error?.code === 'badRequest'
                    ? ('invalid' as const)
                    : ('network' as const),
              serverMessage: error?.serverMessage ?? null,
            }
          }),
        },
      },
    },
    uploading: {
      invoke: {
        id: 'chunkedUpload',
        src: 'chunkedUpload',
        input: ({ context }) => ({ messageID: context.messageID!, files: context.files, start: context.resume }),
        onDone: [
          { guard: 'uploadOk', target: 'finishing', actions: assign({ resume: null, failedFile: null }) },
          {
            target: 'uploadFailed',
            actions: [
              assign(({ event }) => {
                const out = event.output as Extract<UploadOutput, { ok: false }>
                return { resume: out.position, failedFile: out.fileName }
              }),
              {
                type: 'notifyUploadFailed',
                params: ({ event }) => ({ fileName: (event.output as Extract<UploadOutput, { ok: false }>).fileName }),
              },
            ],
          },
        ],
        onError: {
          target: 'uploadFailed',
          actions: [
            assign(({ context }) => ({ failedFile: context.files[context.resume?.fileIndex ?? 0]?.name ?? '' })),
            {
              type: 'notifyUploadFailed',
              params: ({ context }) => ({ fileName: context.files[context.resume?.fileIndex ?? 0]?.name ?? '' }),
            },
          ],
        },
      },
    },
    uploadFailed: {
      on: { 'upload.retry': 'uploading', 'dialog.close': 'closed' },
    },
    finishing: {
      after: { SEND_FINISH_DELAY: 'sent' },
    },
    sent: {
      type: 'final',
      entry: ['notifySent', 'resetForm', 'navigateToSent'],
    },
    refused: {
      entry: ['showSendFailed', 'resetForm'],
      after: { SEND_FAILED_CLOSE: 'closed' },
    },
    closed: { type: 'final' },
  },
})

export type ComposeRef = ActorRefFrom<typeof composeMachine>
