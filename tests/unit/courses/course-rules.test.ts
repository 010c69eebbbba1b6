import { describe, expect, it } from 'vitest'
import { answerStatus, isLate, markFitsControl, marksFor, taskFileProblem } from '@/lib/course-rules'
import { TASK_FILE_MAX_BYTES } from '@/lib/constants/courses'

describe('e-learning rules', () => {
  it('an answer file: a known type, not empty, under 20 MB', () => {
    expect(taskFileProblem({ name: 'Отчёт.DOCX', size: 10 })).toBeNull()
    expect(taskFileProblem({ name: 'lab.py', size: 10 })).toBeNull()
    expect(taskFileProblem({ name: 'setup.exe', size: 10 })).toBe('badType')
    expect(taskFileProblem({ name: 'no-extension', size: 10 })).toBe('badType')
    expect(taskFileProblem({ name: 'a.pdf', size: 0 })).toBe('empty')
    expect(taskFileProblem({ name: 'a.zip', size: TASK_FILE_MAX_BYTES - 1 })).toBeNull()
    expect(taskFileProblem({ name: 'a.zip', size: TASK_FILE_MAX_BYTES })).toBe('tooBig')
  })
  it('marks follow the control form; the status follows the answer', () => {
    expect(marksFor('exam')).toEqual(['excellent', 'good', 'satisfactory', 'unsatisfactory'])
    expect(marksFor('credit')).toEqual(['passed', 'failed'])
    expect(markFitsControl('credit', 'excellent')).toBe(false)
    expect(markFitsControl('exam', 'good')).toBe(true)
    expect(answerStatus(null)).toBe('missing')
    expect(answerStatus({ mark: null })).toBe('review')
    expect(answerStatus({ mark: 'passed' })).toBe('graded')
    expect(isLate('2026-11-21', '2026-11-20')).toBe(true)
    expect(isLate('2026-11-20', '2026-11-20')).toBe(false)
  })
})
