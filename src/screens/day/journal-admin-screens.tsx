import { adminJournalsResource, journalGlobalSettingsResource, journalStates } from '@/api/journal-admin'
import { ResourceScreen } from '@/kit/resource-screen'
import { journalAdminTexts } from '@/texts/ru/journal-admin'

const t = journalAdminTexts
const lists = { states: journalStates }

/** /Journals/Admin/JournalList: every journal with its lessons held, overdue ones and state; the admin closes or reopens. */
export function JournalAdminListScreen() {
  return (
    <ResourceScreen resource={adminJournalsResource} title={t.list.title} lists={lists}>
      <p>{t.list.intro}</p>
    </ResourceScreen>
  )
}

/** /Journals/Admin/Settings: the journals' global settings (the filling deadline in days, whether students see the group's marks). */
export function JournalAdminSettingsScreen() {
  return (
    <ResourceScreen resource={journalGlobalSettingsResource} title={t.settings.title}>
      <p>{t.settings.intro}</p>
    </ResourceScreen>
  )
}
