import { fromPromise } from '@/machines/from-promise'

/** A new tab without access back to this page; false when the browser blocked it ('noopener' would hide the handle). */
export const openSite = fromPromise<boolean, { url: string }>(async ({ input }) => {
  const tab = window.open(input.url, '_blank')
  if (!tab) return false
  tab.opener = null
  return true
})
