import { describe, expect, it } from 'vitest'
import type { EventFrom } from 'xstate'
import { taskSubmissionMachine } from '@/machines/courses/task-submission.machine'
import type { Answer } from '@/api/courses'
import { ApiError } from '@/api/errors'
import { TASK_FILE_MAX_BYTES } from '@/lib/constants/courses'
import { courseTexts } from '@/texts/ru/courses'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const good = new File(['отчёт'], 'report.pdf', { type: 'application/pdf' })
const wrongType = new File(['MZ'], 'virus.exe')
const empty = new File([], 'empty.docx')
const huge = { name: 'huge.zip', size: TASK_FILE_MAX_BYTES, type: 'application/zip' } as unknown as File
const sent: Answer = {
  taskID: 13_10104,
  studentID: 1,
  fileName: 'report.pdf',
  fileSize: good.size,
  submittedAt: '2026-11-20T10:00:00.000Z',
  late: false,
  mark: null,
  comment: '',
  gradedAt: null,
}
const refusal = new ApiError('badRequest', 400, courseTexts.server.alreadyGraded)

/**
 * Answering a task: a chosen file is checked at once (type, empty, too large: `invalid`, the file and
 * the reason kept); a good one may be sent; the upload ends `done` (the answer on review) or `failed`
 * (the file kept, retry sends it again); clearing returns to nothing chosen.
 */
const o: ReplayOptions<typeof taskSubmissionMachine> = {
  machine: taskSubmissionMachine,
  input: { taskID: sent.taskID, answer: null },
  events: (s) => {
    const events: EventFrom<typeof taskSubmissionMachine>[] = []
    if (s.matches('idle') || s.matches('done')) events.push({ type: 'file.select', file: good })
    if (s.matches('idle')) events.push({ type: 'file.select', file: wrongType })
    if (s.matches('invalid')) events.push({ type: 'file.select', file: good }, { type: 'file.clear' })
    if (s.matches('ready'))
      events.push(
        { type: 'upload.submit' },
        { type: 'file.clear' },
        { type: 'file.select', file: empty },
        { type: 'file.select', file: huge },
      )
    if (s.matches('uploading')) events.push({ type: 'file.select', file: wrongType })
    if (s.matches('failed')) events.push({ type: 'upload.retry' }, { type: 'file.clear' })
    return events
  },
  outcomes: { uploadTaskFile: { outputs: [sent], errors: [refusal, new ApiError('server', 500, null)] } },
  assertState: (s) => {
    expect(s.hasTag('busy')).toBe(s.matches('uploading'))
    if (s.matches('invalid')) expect(s.context.problem).not.toBeNull()
    if (s.matches('ready') || s.matches('uploading') || s.matches('failed')) expect(s.context.file).not.toBeNull()
  },
  assertStep: (event, before, after) => {
    switch (event.type) {
      case 'file.select': {
        const file = (event as unknown as { file: File }).file
        if (before.matches('uploading')) {
          expect(after.matches('uploading')).toBe(true)
          expect(after.context.file).toBe(before.context.file)
          break
        }
        expect(after.context.file).toBe(file)
        const problem = file === good ? null : file === wrongType ? 'badType' : file === empty ? 'empty' : 'tooBig'
        expect(after.context.problem).toBe(problem)
        expect(after.matches(problem ? 'invalid' : 'ready')).toBe(true)
        break
      }
      case 'file.clear':
        expect(after.matches('idle')).toBe(true)
        expect(after.context.file).toBeNull()
        break
      case 'upload.submit':
      case 'upload.retry':
        expect(after.matches('uploading')).toBe(true)
        expect(after.context.refusal).toBeNull()
        break
      case 'xstate.done.actor.uploadTaskFile':
        expect(after.matches('done')).toBe(true)
        expect(after.context.answer).toEqual(sent)
        expect(after.context.file).toBeNull()
        break
      case 'xstate.error.actor.uploadTaskFile': {
        expect(after.matches('failed')).toBe(true)
        expect(after.context.file).toBe(before.context.file)
        const error = event.error as ApiError
        expect(after.context.refusal).toEqual({
          code: error.code === 'server' ? 'failed' : error.code,
          message: error.serverMessage,
        })
        break
      }
    }
    expect(after.context.taskID).toBe(sent.taskID)
  },
}

describe('task submission (model)', () => {
  const paths = modelPaths(o)
  it('has paths', () => expect(paths.length).toBeGreaterThan(3))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(o, path)
  })
})
