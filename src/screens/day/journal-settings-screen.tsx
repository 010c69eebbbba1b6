import { journalLessonTypes, journalScales, journalSettingsResource } from '@/api/journal-settings'
import { ResourceScreen } from '@/kit/resource-screen'
import { journalSettingsTexts } from '@/texts/ru/journal-settings'

const t = journalSettingsTexts
const lists = { scales: journalScales, lessonTypes: journalLessonTypes }

/** /Journals/Settings: each journal's mark scale, the weights of the kinds of work and its lesson types. */
export default function JournalSettingsScreen() {
  return (
    <ResourceScreen resource={journalSettingsResource} title={t.title} lists={lists}>
      <p>{t.intro}</p>
    </ResourceScreen>
  )
}
