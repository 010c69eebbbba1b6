import { fromPromise } from '@/machines/from-promise'
import { getSiteSettings, saveSiteSettings, type SiteSettings } from '@/api/admin'

/** GET/PUT /Admin/Settings; each passes XState's abort signal. */
export const loadSettings = fromPromise<SiteSettings>(({ signal }) => getSiteSettings({ signal }))

/** Silent: a refusal is shown above the form, which keeps what was chosen. */
export const saveSettings = fromPromise<SiteSettings, SiteSettings>(({ input, signal }) =>
  saveSiteSettings(input, { signal, silent: true }),
)
