import { choiceBlockResource, choiceDisciplineResource, choiceWindowResource } from '@/api/choice-resources'
import { ResourceTable } from '@/kit/resource-table'
import { useResource } from '@/kit/use-resource'
import { choiceTexts } from '@/texts/ru/choice'
import '@/kit/resource.css'

const t = choiceTexts.settings

/** /Plans/ChoiceDisciplinesSettings: the deans' office sets the windows, the blocks' limits and the seats. */
export default function ChoiceSettingsScreen() {
  const windows = useResource(choiceWindowResource)
  const blocks = useResource(choiceBlockResource)
  const disciplines = useResource(choiceDisciplineResource)
  return (
    <div className="page rk-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <h2>{t.windows}</h2>
      <ResourceTable actor={windows} title={t.windows} />
      <h2>{t.blocks}</h2>
      <ResourceTable actor={blocks} title={t.blocks} />
      <h2>{t.disciplines}</h2>
      <ResourceTable actor={disciplines} title={t.disciplines} />
    </div>
  )
}
