/**
 * Grade-book rules (issue 15). Exams, coursework and practice carry a mark «отлично … неудовлетворительно»
 * (or «неявка»); credits «зачтено / не зачтено». A debt is a failed or missed control not yet retaken: an
 * unsatisfactory mark, «не зачтено» or «неявка». The average mark counts the positive marks of exams,
 * coursework and practice (5, 4, 3); a debt is not a mark of the book and credits have no number.
 */
export const CONTROL_KINDS = ['exam', 'credit', 'coursework', 'practice'] as const
export type ControlKind = (typeof CONTROL_KINDS)[number]

export const MARKS = ['excellent', 'good', 'satisfactory', 'unsatisfactory', 'passed', 'failed', 'absent'] as const
export type Mark = (typeof MARKS)[number]

export const MARK_POINTS: Partial<Record<Mark, number>> = { excellent: 5, good: 4, satisfactory: 3, unsatisfactory: 2 }
const DEBT_MARKS: readonly Mark[] = ['unsatisfactory', 'failed', 'absent']

export interface GradeRow {
  kind: ControlKind
  mark: Mark
  semester: number
}

export const isDebt = (row: Pick<GradeRow, 'mark'>) => DEBT_MARKS.includes(row.mark)

/** A mark that fits its kind: credits take «зачтено / не зачтено / неявка», the rest a graded mark or «неявка». */
export function markFitsKind(kind: ControlKind, mark: Mark): boolean {
  if (mark === 'absent') return true
  return kind === 'credit' ? mark === 'passed' || mark === 'failed' : MARK_POINTS[mark] !== undefined
}

/** The average of the positive marks, rounded to two decimals; null when there is none. */
export function averageMark(rows: readonly GradeRow[]): number | null {
  const points = rows
    .filter((r) => !isDebt(r))
    .map((r) => MARK_POINTS[r.mark])
    .filter((p): p is number => p !== undefined)
  if (points.length === 0) return null
  return Math.round((points.reduce((a, b) => a + b, 0) / points.length) * 100) / 100
}

export interface SemesterSummary<R extends GradeRow> {
  semester: number
  rows: R[]
  average: number | null
  debts: number
}

/** Rows grouped by semester (ascending), each with its average and its number of debts. */
export function bySemester<R extends GradeRow>(rows: readonly R[]): SemesterSummary<R>[] {
  const semesters = [...new Set(rows.map((r) => r.semester))].sort((a, b) => a - b)
  return semesters.map((semester) => {
    const own = rows.filter((r) => r.semester === semester)
    return { semester, rows: own, average: averageMark(own), debts: own.filter(isDebt).length }
  })
}
