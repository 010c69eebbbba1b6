import { Link } from 'wouter'
import { teamDraftResource, teamGroupsResource, teamResource } from '@/api/rasp-teams'
import { ResourceScreen } from '@/kit/resource-screen'
import { useResourceRows } from '@/kit/use-resource'
import { TEAM_TYPE_IDS } from '@/lib/constants/rasp-manager'
import type { ScreenProps } from '@/lib/screen-props'
import { raspTeamsTexts as t } from '@/texts/ru/rasp-teams'
import './rasp-manager.css'

/** The kind from the address (the first kind when absent), or null for an unknown one. */
function typeOf(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return TEAM_TYPE_IDS[0]
  const id = Number(raw)
  return (TEAM_TYPE_IDS as readonly number[]).includes(id) ? id : null
}

function Teams({ params, next }: ScreenProps & { next: boolean }) {
  const typeID = typeOf(params.typeID)
  const groups = useResourceRows(teamGroupsResource)
  const base = next ? '/RaspManager/TeamsNew' : '/RaspManager/Teams'
  const title = next ? t.titleNew : t.title
  const kinds = (
    <nav aria-label={t.typeLabel} className="rm-kinds">
      {TEAM_TYPE_IDS.map((id) => (
        <Link key={id} href={`${base}/${id}`} aria-current={id === typeID ? 'page' : undefined}>
          {t.types[id]}
        </Link>
      ))}
      <Link href={next ? '/RaspManager/Teams' : '/RaspManager/TeamsNew'} className="rm-open">
        {next ? t.currentSemester : t.otherSemester}
      </Link>
    </nav>
  )
  if (typeID === null)
    return (
      <div className="page">
        <h1>{title}</h1>
        {kinds}
        <p role="alert">{t.unknownType}</p>
      </div>
    )
  return (
    <ResourceScreen
      key={`${base}/${typeID}`}
      resource={next ? teamDraftResource : teamResource}
      title={`${title}: ${t.types[typeID].toLowerCase()}`}
      params={{ typeID }}
      lists={{ groups }}
    >
      <p>{next ? t.introNew : t.intro}</p>
      {kinds}
    </ResourceScreen>
  )
}

/** /RaspManager/Teams/{typeID?}: the current semester's streams of a kind (list, create, members, delete). */
export default function RaspTeamsScreen(props: ScreenProps) {
  return <Teams {...props} next={false} />
}

/** /RaspManager/TeamsNew/{typeID?}: the same for the next semester's drafts. */
export function RaspTeamsNewScreen(props: ScreenProps) {
  return <Teams {...props} next />
}
