import { NEW_YEAR_END, NEW_YEAR_START } from '@/lib/constants/shell'

/** Spec 1 §4 Seasonal: the New Year theme is active from 20 December to 14 January inclusive. */
export function isNewYearSeason(date: Date): boolean {
  const month = date.getMonth() + 1
  const day = date.getDate()
  return (
    (month === NEW_YEAR_START.month && day >= NEW_YEAR_START.day) ||
    (month === NEW_YEAR_END.month && day <= NEW_YEAR_END.day)
  )
}

/** Snow falls in season when the site allows it (init.flags.snow), the user has not disabled it, and motion is welcome. */
export function snowAllowed(options: {
  date: Date
  siteFlag: boolean
  disabledLocally: boolean
  animationsDisabled: boolean
  reducedMotion: boolean
}): boolean {
  return (
    isNewYearSeason(options.date) &&
    options.siteFlag &&
    !options.disabledLocally &&
    !options.animationsDisabled &&
    !options.reducedMotion
  )
}
