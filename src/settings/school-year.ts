import { signal } from '@preact/signals-react'
import { FIRST_SCHOOL_YEAR, STORAGE_KEYS } from '@/lib/constants/shell'
import { academicYear, academicYears } from '@/lib/dates'

/** The session's academic year, a 9-character string such as 2023-2024 (spec 1 §3). */
export const SCHOOL_YEAR_PATTERN = /^(\d{4})-(\d{4})$/

export function isSchoolYear(value: string | null | undefined): value is string {
  const match = value ? SCHOOL_YEAR_PATTERN.exec(value) : null
  return !!match && Number(match[2]) === Number(match[1]) + 1
}

/** The academic year a date falls in (it starts in September). */
export function currentSchoolYear(date: Date): string {
  return academicYear(date)
}

/** Years from 2019 up to the current one, newest first. */
export function schoolYears(date: Date): string[] {
  return academicYears(FIRST_SCHOOL_YEAR, date)
}

function stored(): string {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.schoolYear)
  return isSchoolYear(value) ? value : currentSchoolYear(new Date())
}

export const schoolYear = signal<string>(stored())

export function setSchoolYear(value: string): void {
  if (!isSchoolYear(value)) return
  schoolYear.value = value
  localStorage.setItem(STORAGE_KEYS.schoolYear, value)
}
