import { fromPromise } from '@/machines/from-promise'
import { saveSiteParameter } from '@/api/theme-settings'
import { DEFAULT_ACCENT_PARAMETER } from '@/lib/constants/shell'

/** Saves the default accent for everyone (POST /api/Admin/Parameters {id: 'defaultAccentColor', value}). */
export const saveDefaultAccent = fromPromise<string, { accent: string }>(async ({ input, signal }) => {
  const saved = await saveSiteParameter({ id: DEFAULT_ACCENT_PARAMETER, value: input.accent }, { signal, silent: true })
  return saved.value
})
