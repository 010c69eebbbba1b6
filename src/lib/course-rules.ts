import { TASK_FILE_EXTENSIONS, TASK_FILE_MAX_BYTES } from '@/lib/constants/courses'
import { extensionOf } from '@/lib/files'
import type { Mark } from '@/lib/day-grades'

/**
 * E-learning rules (issue 15). An answer to a task is one file (TASK_FILE_EXTENSIONS, not empty, below
 * TASK_FILE_MAX_BYTES); its status is «не сдано» (no file), «на проверке» (a file without a mark) or
 * «оценено» (a mark and the teacher's comment). A course's control form decides its marks: an exam takes
 * «отлично … неудовлетворительно», a credit «зачтено / не зачтено».
 */
export type CourseControl = 'exam' | 'credit'
export type TaskFileProblem = 'empty' | 'tooBig' | 'badType'
export type AnswerStatus = 'missing' | 'review' | 'graded'

export const EXAM_MARKS = ['excellent', 'good', 'satisfactory', 'unsatisfactory'] as const satisfies readonly Mark[]
export const CREDIT_MARKS = ['passed', 'failed'] as const satisfies readonly Mark[]
export type AnswerMark = (typeof EXAM_MARKS)[number] | (typeof CREDIT_MARKS)[number]
export const ANSWER_MARKS: readonly AnswerMark[] = [...EXAM_MARKS, ...CREDIT_MARKS]

export const marksFor = (control: CourseControl): readonly AnswerMark[] =>
  control === 'credit' ? CREDIT_MARKS : EXAM_MARKS

export const markFitsControl = (control: CourseControl, mark: string): mark is AnswerMark =>
  (marksFor(control) as readonly string[]).includes(mark)

/** What is wrong with a chosen answer file (null: it may be sent). */
export function taskFileProblem(file: { name: string; size: number }): TaskFileProblem | null {
  if (!(TASK_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'badType'
  if (file.size <= 0) return 'empty'
  if (file.size >= TASK_FILE_MAX_BYTES) return 'tooBig'
  return null
}

export function answerStatus(answer: { mark: string | null } | null): AnswerStatus {
  if (!answer) return 'missing'
  return answer.mark ? 'graded' : 'review'
}

/** A file sent after the deadline's day (Moscow dates, yyyy-mm-dd). */
export const isLate = (submittedDay: string, deadline: string) => deadline !== '' && submittedDay > deadline

/** The accept attribute of the answer file chooser. */
export const TASK_FILE_ACCEPT = TASK_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')
