import type { ResourceFailure, ResourceNotice } from '@/machines/resource/resource.types'
import { tableTexts as t } from '@/texts/ru/table'

/** A failure's text: the server's message when it gave one, else the catalogue's generic text. */
export function failureText(failure: ResourceFailure | null | undefined): string {
  if (!failure) return ''
  if (failure.code === 'network') return t.network
  if (failure.code === 'forbidden') return t.forbiddenShort
  if (failure.message) return failure.message
  return t.requestFailed
}

/** The notice line: its tone and its text. */
export function noticeView(notice: ResourceNotice | null): { kind: 'success' | 'error'; text: string } | null {
  if (!notice) return null
  if (notice.kind === 'deleteFailed') return { kind: 'error', text: t.deleteFailed(failureText(notice.failure)) }
  return { kind: 'success', text: t[notice.kind] }
}

/** The dialog's failure line. */
export const dialogErrorText = (failure: ResourceFailure | null) =>
  failure ? t.saveFailed(failureText(failure)) : null
