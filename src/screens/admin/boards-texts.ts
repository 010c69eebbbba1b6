import type { BoardFailure } from '@/machines/admin/board.machine'
import { boardsTexts as t } from '@/texts/ru/boards'
import { failureText } from './feedback-texts'

/** A refused board call: offline has its own text (the change was not sent), else the server's message. */
export function boardFailureText(failure: BoardFailure | null, generic: string): string | null {
  if (!failure) return null
  if (failure.code === 'network') return t.offline
  return failureText(failure, generic)
}
