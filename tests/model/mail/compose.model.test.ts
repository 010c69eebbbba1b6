import { describe, expect, it } from 'vitest'
import type { Person } from '@/api/mail'
import { composeMachine } from '@/machines/mail/compose.machine'
import type { Setup } from '@/machines/mail/compose.types'
import { emptyForm, type ComposeForm } from '@/machines/mail/compose.form'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

type Snap = Parameters<NonNullable<ReplayOptions<typeof composeMachine>['assertState']>>[0]
const top = (s: Snap) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0])

const person: Person = { id: 8, fio: 'Павлова Мария Александровна', info: 'Доцент', photo: '', isStudent: false }
const setupAnswer: Setup = {
  formats: ['pdf', 'txt'],
  groups: { groups: [], nationality: [], conditionsEducation: [], levelEducation: [], faculties: [], formStudy: [] },
  limits: { subject: 200, body: 2000 },
  recipient: null,
  typeID: null,
  parent: null,
}
const attachment = new File(['x'.repeat(10)], 'план.pdf')
/** What the form hands over once its schema accepted it (the form's own rules: tests/component/mail). */
const values: ComposeForm = { ...emptyForm('2026-2027'), typeID: 1, recipient: person, theme: 'Консультация' }
const calls: string[] = []

/**
 * Compose paths (spec 2 §4 Mail sending, §5, §8): the recipient type told to the search, files attached or
 * not, the validated values sent, send refused (-2: the form resets), send failing (values and files kept),
 * chunk upload failing (resume) and the 2 s finish. The field values and their validation belong to the
 * form (react-hook-form + `composeSchema`), so `mail.send` carries accepted values. Each step is checked
 * against the spec's outcome, not against the model.
 */
const options: ReplayOptions<typeof composeMachine> = {
  machine: composeMachine,
  input: { request: {}, allowedTypes: [1, 2, 3], year: '2026-2027' },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (top(s) === 'editing') {
      if (s.context.search.typeID === null) events.push({ type: 'recipientType.select', typeID: 1 })
      if (s.context.files.length === 0) events.push({ type: 'files.add', files: [attachment] })
      if (s.context.sendError !== null) events.push({ type: 'form.edit' })
      events.push({ type: 'mail.send', values }, { type: 'dialog.close' })
    }
    if (top(s) === 'uploadFailed') events.push({ type: 'upload.retry' }, { type: 'dialog.close' })
    if (top(s) === 'loadFailed') events.push({ type: 'setup.retry' })
    return events as never
  },
  outcomes: {
    loadSetup: { outputs: [setupAnswer], error: new Error('offline') },
    loadGroups: {},
    findRecipients: {},
    sendMail: {
      outputs: [
        { state: 1, messageID: 41 },
        { state: -2, messageID: null },
      ],
      error: Object.assign(new Error('x'), { code: 'network' }),
    },
    chunkedUpload: {
      outputs: [{ ok: true }, { ok: false, fileName: 'план.pdf', position: { fileIndex: 0, chunkIndex: 3 } }],
    },
  },
  actions: {
    notifySent: () => calls.push('notifySent'),
    navigateToSent: () => calls.push('navigateToSent'),
    showSendFailed: () => calls.push('showSendFailed'),
    notifyUploadFailed: (_: unknown, p: { fileName: string }) => calls.push(`notifyUploadFailed:${p.fileName}`),
  } as never,
  traversalLimit: 5000,
  assertStep: (event, before, after) => {
    const b = before.context
    const a = after.context
    if (event.type === 'mail.send') {
      expect(top(after)).toBe('sending')
      expect(a.values, 'the validated values are what is sent').toEqual(values)
    }
    if (event.type === 'recipientType.select') expect(a.search.typeID, 'the search looks for this type').toBe(1)
    if (event.type === 'form.edit') expect(a.sendError, 'editing drops the last send error').toBeNull()
    if (event.type === 'xstate.done.actor.sendMail') {
      const out = event.output as { state: number }
      if (out.state === -2) {
        expect(top(after)).toBe('refused')
        expect(calls.at(-1)).toBe('showSendFailed')
        expect(a.formKey, 'the form is remounted').toBe(b.formKey + 1)
        expect([a.defaults.theme, a.defaults.typeID, a.values, a.files.length], 'the form resets').toEqual([
          '',
          null,
          null,
          0,
        ])
      } else if (b.files.length === 0) {
        expect(after.status, 'no files: the dialog closes at once').toBe('done')
        expect(calls.slice(-2)).toEqual(['notifySent', 'navigateToSent'])
        expect(a.values).toBeNull()
      } else {
        expect(top(after)).toBe('uploading')
        expect(a.messageID).toBe(41)
      }
    }
    if (event.type === 'xstate.error.actor.sendMail') {
      expect(top(after)).toBe('editing')
      expect(a.sendError).toBe('network')
      expect([a.values, a.formKey, a.files], 'what the user typed and attached is kept').toEqual([
        b.values,
        b.formKey,
        b.files,
      ])
    }
    if (event.type === 'xstate.done.actor.chunkedUpload') {
      if ((event.output as { ok: boolean }).ok) expect(top(after), 'the last chunk, then 2 s').toBe('finishing')
      else {
        expect(top(after)).toBe('uploadFailed')
        expect(calls.at(-1)).toBe('notifyUploadFailed:план.pdf')
        expect(a.resume).toEqual({ fileIndex: 0, chunkIndex: 3 })
      }
    }
    if (event.type === 'upload.retry') {
      expect(top(after)).toBe('uploading')
      expect(a.resume, 'resumes from the failed chunk').toEqual(b.resume)
    }
    if (/^xstate\.after\.SEND_FINISH_DELAY/.test(event.type)) {
      expect(after.status).toBe('done')
      expect(calls.slice(-2)).toEqual(['notifySent', 'navigateToSent'])
    }
    if (/^xstate\.after\.SEND_FAILED_CLOSE/.test(event.type)) expect(top(after)).toBe('closed')
    if (event.type === 'dialog.close') expect(after.status).toBe('done')
    if (event.type === 'files.add') expect(a.files.map((f) => f.name)).toEqual(['план.pdf'])
  },
}

describe('compose machine (model-based)', () => {
  const paths = modelPaths(options)
  it('covers every state of the flow', () => {
    const reached = new Set(paths.map((p) => top(p.state as never)))
    for (const state of [
      'loading',
      'loadFailed',
      'editing',
      'sending',
      'uploading',
      'uploadFailed',
      'finishing',
      'refused',
      'closed',
    ])
      expect(reached).toContain(state)
  })
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(options, path)
    })
  }
})
