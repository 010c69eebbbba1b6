import { Link } from 'wouter'
import { moduleResource } from '@/api/schoolx-modules'
import { ResourceScreen } from '@/kit/resource-screen'
import type { ScreenProps } from '@/lib/screen-props'
import { schoolxTexts } from '@/texts/ru/schoolx'
import './schoolx.css'

const t = schoolxTexts.modules

/** `/modules/list/{mode}`: `my` — the user's own modules (a participant's, a teacher's), otherwise all of them. */
export default function ModulesListScreen({ params }: ScreenProps) {
  const mode = params.mode === 'my' ? 'my' : 'all'
  return (
    <ResourceScreen resource={moduleResource} title={t.listTitle[mode]} params={{ mode }}>
      <nav className="schoolx-choice" aria-label={t.colName}>
        <Link href={mode === 'my' ? '/modules/list/all' : '/modules/list/my'}>
          {mode === 'my' ? t.listTitle.all : t.listTitle.my}
        </Link>
        <Link href="/modules/Rating">{t.rating.title}</Link>
      </nav>
    </ResourceScreen>
  )
}
