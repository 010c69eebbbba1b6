import { and, assign, fromPromise, setup } from 'xstate'
import type { GroupsAnswer, Limits, Person } from '@/api/mail'
import type { ComposeRequest } from '@/machines/mail/compose-request.machine'
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
} from './mail.constants'

/**
 * The mail compose dialog (spec 2 §2.1, §4 Mail sending, §5, §8; design card: chunked upload).
 * loading → editing (search region: idle → debouncing 500 ms → searching; groups region reloads per
 * year) → sending → [no files] sent | [files] uploading → finishing (2 s) → sent; state -2 → refused
 * (snackbar, form reset, closes after 2 s); a failed request → editing with everything kept; a failed
 * chunk (after the upload's own retries) → uploadFailed ('Файл {name} не загружен!'), where the upload
 * can resume from that chunk.
 */
export interface Setup {
  formats: string[]
  groups: GroupsAnswer
  limits: Limits
  /** The recipient named by /newMessage/{userToID} or by the letter replied to. */
  recipient: Person | null
  typeID: RecipientTypeID | null
  parent: { messageID: number; theme: string } | null
}

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
  | { type: 'THEME'; value: string }
  | { type: 'BODY'; value: string }
  | { type: 'TYPE'; typeID: RecipientTypeID }
  | { type: 'QUERY'; text: string }
  | { type: 'PAGE'; page: number }
  | { type: 'ROWS'; rowsPerPage: number }
  | { type: 'PICK'; person: Person }
  | { type: 'CLEAR_RECIPIENT' }
  | { type: 'GROUP'; groupID: number | null }
  | { type: 'SELECT'; key: SelectionKey; values: number[] }
  | { type: 'MASS'; id: number }
  | { type: 'YEAR'; year: string }
  | { type: 'ADD_FILES'; files: File[] }
  | { type: 'REMOVE_FILE'; name: string }
  | { type: 'BLUR'; field: FieldName }
  | { type: 'SEND' }
  | { type: 'CLOSE' }
  | { type: 'RETRY_UPLOAD' }
  | { type: 'RETRY_LOAD' }

export interface ComposeInput {
  request: ComposeRequest
  allowedTypes: RecipientTypeID[]
  year: string
}

export interface SendResult {
  state: number
  messageID: number | null
}

export interface SearchInput {
  typeID: RecipientTypeID
  query: string
  page: number
  rowsPerPage: number
}

const emptySearch = (): SearchState => ({ query: '', results: [], total: 0, page: 1, rowsPerPage: RECIPIENT_PAGE_SIZES[0], failed: false })

export function emptyForm(year: string): ComposeForm {
  return { theme: '', markdown: '', typeID: null, recipient: null, groupID: null, selections: emptySelections(), massMailingID: null, year }
}

const notReady = () => Promise.reject(new Error('not provided'))
const touch = (context: ComposeContext, field: FieldName) => ({ ...context.touched, [field]: true as const })

export const composeMachine = setup({
  types: {
    context: {} as ComposeContext,
    events: {} as ComposeEvent,
    input: {} as ComposeInput,
  },
  actors: {
    loadSetup: fromPromise<Setup, { request: ComposeRequest; year: string }>(notReady),
    loadGroups: fromPromise<GroupsAnswer, { year: string }>(notReady),
    findRecipients: fromPromise<{ results: Person[]; total: number }, SearchInput>(notReady),
    sendMail: fromPromise<SendResult, { body: ReturnType<typeof mailBody> }>(notReady),
    chunkedUpload: chunkedUploadMachine,
  },
  actions: {
    /** Provided by the host: 'Письмо' / 'Письмо отправлено.' and the route /mail/sent. */
    notifySent: () => {},
    navigateToSent: () => {},
    /** Provided by the host: red snackbar 'Ошибка отправки письма' for 3 s (outlives the dialog). */
    showSendFailed: () => {},
    /** Provided by the host: error notification 'Ошибка загрузки файла' / 'Файл {name} не загружен!'. */
    notifyUploadFailed: (_, _params: { fileName: string }) => {},
    resetForm: assign(({ context }) => ({ form: emptyForm(context.form.year), files: [], problems: [], touched: {}, search: emptySearch() })),
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
    searchable: ({ context, event }) => isSearchType(context.form.typeID) && searchLongEnough((event as { text: string }).text),
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
                theme: s.parent ? `Re: ${s.parent.theme.replace(/^(Re:\s*)+/i, '')}`.slice(0, s.limits.subject) : context.form.theme,
              },
            }
          }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { RETRY_LOAD: 'loading', CLOSE: 'closed' },
    },
    editing: {
      type: 'parallel',
      on: {
        THEME: { actions: assign({ form: ({ context, event }) => ({ ...context.form, theme: event.value.slice(0, context.limits.subject) }), touched: ({ context }) => touch(context, 'theme'), sendError: null }) },
        BODY: { actions: assign({ form: ({ context, event }) => ({ ...context.form, markdown: event.value.slice(0, context.limits.body) }) }) },
        PICK: { actions: assign({ form: ({ context, event }) => ({ ...context.form, recipient: event.person }), touched: ({ context }) => touch(context, 'recipient'), sendError: null }) },
        CLEAR_RECIPIENT: { actions: assign({ form: ({ context }) => ({ ...context.form, recipient: null }), touched: ({ context }) => touch(context, 'recipient') }) },
        GROUP: { actions: assign({ form: ({ context, event }) => ({ ...context.form, groupID: event.groupID }), touched: ({ context }) => touch(context, 'groupID'), sendError: null }) },
        SELECT: {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, selections: { ...context.form.selections, [event.key]: [...event.values] } }),
            touched: ({ context, event }) => touch(context, event.key),
            sendError: null,
          }),
        },
        MASS: { actions: assign({ form: ({ context, event }) => ({ ...context.form, massMailingID: event.id }), touched: ({ context }) => touch(context, 'massMailingID'), sendError: null }) },
        ADD_FILES: {
          actions: assign(({ context, event }) => {
            const { files, problems } = addFiles(context.files, event.files, context.formats)
            return { files, problems }
          }),
        },
        REMOVE_FILE: { actions: assign({ files: ({ context, event }) => context.files.filter((f) => f.name !== event.name), problems: [] }) },
        BLUR: { actions: assign({ touched: ({ context, event }) => touch(context, event.field) }) },
        SEND: { guard: 'valid', target: 'sending' },
        CLOSE: 'closed',
      },
      states: {
        search: {
          initial: 'idle',
          on: {
            TYPE: {
              guard: 'allowedType',
              target: '.idle',
              actions: assign({
                form: ({ context, event }) => ({ ...context.form, typeID: event.typeID, recipient: null, groupID: null, massMailingID: null }),
                search: () => emptySearch(),
                touched: ({ context }) => touch(context, 'typeID'),
                sendError: null,
              }),
            },
            QUERY: [
              { guard: 'searchable', target: '.debouncing', reenter: true, actions: assign({ search: ({ context, event }) => ({ ...context.search, query: event.text, page: 1 }) }) },
              { target: '.idle', actions: assign({ search: ({ context, event }) => ({ ...context.search, query: event.text, results: [], total: 0, page: 1, failed: false }) }) },
            ],
            PAGE: { guard: 'canPage', target: '.searching', reenter: true, actions: assign({ search: ({ context, event }) => ({ ...context.search, page: Math.max(1, event.page) }) }) },
            ROWS: {
              guard: 'canPage',
              target: '.searching',
              reenter: true,
              actions: assign({ search: ({ context, event }) => ({ ...context.search, page: 1, rowsPerPage: (RECIPIENT_PAGE_SIZES as readonly number[]).includes(event.rowsPerPage) ? event.rowsPerPage : RECIPIENT_PAGE_SIZES[0] }) }),
            },
          },
          states: {
            idle: {},
            debouncing: { after: { RECIPIENT_SEARCH_DEBOUNCE: 'searching' } },
            searching: {
              invoke: {
                id: 'findRecipients',
                src: 'findRecipients',
                input: ({ context }) => ({ typeID: context.form.typeID!, query: context.search.query.trim(), page: context.search.page, rowsPerPage: context.search.rowsPerPage }),
                onDone: { target: 'idle', actions: assign({ search: ({ context, event }) => ({ ...context.search, results: event.output.results, total: event.output.total, failed: false }) }) },
                onError: { target: 'idle', actions: assign({ search: ({ context }) => ({ ...context.search, results: [], total: 0, failed: true }) }) },
              },
            },
          },
        },
        groups: {
          initial: 'idle',
          on: {
            YEAR: { target: '.loading', reenter: true, actions: assign({ form: ({ context, event }) => ({ ...context.form, year: event.year, groupID: null }) }) },
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
          { guard: and(['accepted', 'hasFiles']), target: 'uploading', actions: assign({ messageID: ({ event }) => event.output.messageID, resume: null }) },
          { guard: 'accepted', target: 'sent', actions: assign({ messageID: ({ event }) => event.output.messageID }) },
          { target: 'editing', actions: assign({ sendError: 'network' }) },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = event.error as { code?: string; serverMessage?: string | null }
            return {
              sendError: error?.code === 'forbidden' ? ('forbidden' as const) : error?.code === 'badRequest' ? ('invalid' as const) : ('network' as const),
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
              { type: 'notifyUploadFailed', params: ({ event }) => ({ fileName: (event.output as Extract<UploadOutput, { ok: false }>).fileName }) },
            ],
          },
        ],
        onError: {
          target: 'uploadFailed',
          actions: [
            assign(({ context }) => ({ failedFile: context.files[context.resume?.fileIndex ?? 0]?.name ?? '' })),
            { type: 'notifyUploadFailed', params: ({ context }) => ({ fileName: context.files[context.resume?.fileIndex ?? 0]?.name ?? '' }) },
          ],
        },
      },
    },
    uploadFailed: {
      on: { RETRY_UPLOAD: 'uploading', CLOSE: 'closed' },
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
