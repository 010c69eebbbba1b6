import { JOURNAL_ABSENT, JOURNAL_CREDITS, JOURNAL_MARKS } from '@/lib/constants/journal'

export type JournalControl = 'exam' | 'credit'

/** The values a cell may hold (besides empty) for a journal's control form. */
export const cellValuesOf = (control: JournalControl): readonly string[] =>
  control === 'credit' ? [...JOURNAL_CREDITS, JOURNAL_ABSENT] : [...JOURNAL_MARKS, JOURNAL_ABSENT]

/**
 * The value a key types into a focused cell: 5–2 (exam journals), «н» (also Y, the same key on the
 * Latin layout) an absence, «+» or «з» (P) «зачтено» and «-» «не зачтено» (credit journals), Delete or
 * Backspace empty. undefined: the key types nothing.
 */
export function valueForKey(key: string, control: JournalControl): string | undefined {
  const k = key.toLocaleLowerCase('ru')
  if (k === 'delete' || k === 'backspace') return ''
  if (k === 'н' || k === 'y') return JOURNAL_ABSENT
  if (control === 'exam') return (JOURNAL_MARKS as readonly string[]).includes(k) ? k : undefined
  if (k === '+' || k === 'з' || k === 'p') return JOURNAL_CREDITS[0]
  if (k === '-') return JOURNAL_CREDITS[1]
  return undefined
}

/** The focused cell after an arrow, Home or End key in a rows × cols grid (clamped at the edges). */
export function moveCell(
  at: { row: number; col: number },
  key: string,
  rows: number,
  cols: number,
): { row: number; col: number } | null {
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max - 1, n))
  switch (key) {
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, cols) }
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, cols) }
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col }
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col }
    case 'Home':
      return { row: at.row, col: 0 }
    case 'End':
      return { row: at.row, col: cols - 1 }
    default:
      return null
  }
}
