import { and, assign, setup, type ActorRefFrom } from 'xstate'
import { chunkedUploadMachine, type UploadOutput } from './chunked-upload.machine'
import { isSearchType, searchLongEnough } from '@/api/mail-compose'
import { addFiles, emptyForm, mailBody } from './compose.form'
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
import type { ComposeContext, ComposeEvent, ComposeInput, SearchState, SendResult } from './compose.types'

export type { ComposeInput } from './compose.types'

/**
 * The mail compose dialog (spec 2 §2.1, §4 Mail sending, §5, §8; design card: chunked upload).
 * The field values live in react-hook-form (schema `composeSchema` in `@/api/mail-compose`); this machine
 * owns the lifecycle, the setup the form needs (limits, formats, groups, the prefilled values), the
 * recipient search, the attached files and the upload, and receives the validated values in `mail.send`.
 * loading → editing (search region: idle → debouncing 500 ms → searching; groups region reloads per
 * year) → sending → [no files] sent | [files] uploading → finishing (2 s) → sent; state -2 → refused
 * (snackbar, form reset, closes after 2 s); a failed request → editing with everything kept; a failed
 * chunk (after the upload's own retries) → uploadFailed ('Файл {name} не загружен!'), where the upload
 * can resume from that chunk.
 */
const emptySearch = (typeID: RecipientTypeID | null = null): SearchState => ({
  typeID,
  query: '',
  results: [],
  total: 0,
  page: 1,
  rowsPerPage: RECIPIENT_PAGE_SIZES[0],
  failed: false,
})

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
      defaults: emptyForm(context.values?.year ?? context.defaults.year),
      formKey: context.formKey + 1,
      values: null,
      files: [],
      problems: [],
      search: emptySearch(),
    })),
  },
  guards: {
    /** The values are validated by the form's schema; a user with no recipient type sends nothing. */
    mayCompose: ({ context }) => context.allowedTypes.length > 0,
    refused: ({ event }) => (event as unknown as { output: SendResult }).output.state === -2,
    accepted: ({ event }) => {
      const out = (event as unknown as { output: SendResult }).output
      return out.state === 1 && out.messageID !== null
    },
    hasFiles: ({ context }) => context.files.length > 0,
    uploadOk: ({ event }) => (event as unknown as { output: UploadOutput }).output.ok,
    searchable: ({ context, event }) =>
      isSearchType(context.search.typeID) && searchLongEnough((event as { text: string }).text),
    canPage: ({ context }) => context.search.typeID === RECIPIENT_TYPE.byName && searchLongEnough(context.search.query),
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
    defaults: emptyForm(input.year),
    formKey: 0,
    values: null,
    groupsYear: input.year,
    files: [],
    problems: [],
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
        input: ({ context }) => ({ request: context.request, year: context.groupsYear }),
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
              search: emptySearch(typeID),
              defaults: {
                ...context.defaults,
                typeID,
                recipient: typeID === null ? null : s.recipient,
                theme: s.parent
                  ? `Re: ${s.parent.theme.replace(/^(Re:\s*)+/i, '')}`.slice(0, s.limits.subject)
                  : context.defaults.theme,
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
        'form.edit': { actions: assign({ sendError: null }) },
        'mail.send': {
          guard: 'mayCompose',
          target: 'sending',
          actions: assign({ values: ({ event }) => event.values }),
        },
        'dialog.close': 'closed',
      },
      states: {
        search: {
          initial: 'idle',
          on: {
            'recipientType.select': {
              guard: 'allowedType',
              target: '.idle',
              actions: assign({ search: ({ event }) => emptySearch(event.typeID), sendError: null }),
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
                  typeID: context.search.typeID!,
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
              actions: assign({ groupsYear: ({ event }) => event.year }),
            },
          },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadGroups',
                src: 'loadGroups',
                input: ({ context }) => ({ year: context.groupsYear }),
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
        input: ({ context }) => ({ body: mailBody(context.values!, context.parentID) }),
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
