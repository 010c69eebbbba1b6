import { signal } from '@preact/signals-react'
import type { LibraryParams, Period } from '@/api/shell'

/**
 * What the menu sources machine loaded, kept for the session's user so the drawer, the /Menu page and
 * a remounted layout share one answer. Cleared when another user signs in.
 */
export const libraryParams = signal<{ userID: number; params: LibraryParams } | null>(null)
export const schoolXPeriods = signal<{ userID: number; periods: Period[] } | null>(null)
/** The user whose /api/IPR/params call failed (the links stay out; /RPD/Redirect says so). */
export const libraryFailedFor = signal<number | null>(null)

export function libraryFor(userID: number | null): LibraryParams | null {
  const value = libraryParams.value
  return value && value.userID === userID ? value.params : null
}

export function periodsFor(userID: number | null): Period[] | null {
  const value = schoolXPeriods.value
  return value && value.userID === userID ? value.periods : null
}
