import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link, useLocation } from 'wouter'
import type { TeamKey, TeamWeek } from '@/api/rasp-manager'
import { teamGroupsResource } from '@/api/rasp-teams'
import { useResourceRows } from '@/kit/use-resource'
import type { ScreenProps } from '@/lib/screen-props'
import { raspTeamMachine } from '@/machines/day/rasp-team.machine'
import {
  selectTeamFailure,
  selectTeamMessage,
  selectTeamPhase,
  selectTeamWeek,
} from '@/machines/day/rasp-team.selectors'
import { FilterSelect } from '@/ui/filter-select'
import { raspTeamsTexts } from '@/texts/ru/rasp-teams'
import { ManagerGrid } from './rasp-manager-grid'
import { DraftWeekView } from './rasp-draft-week'
import { raspDraftTexts } from '@/texts/ru/rasp-draft'
import './day.css'
import './rasp-manager.css'

const t = raspTeamsTexts.team

/** The address's key: a group's id, `stream-{id}`, none (null) or unknown (false). */
function keyOf(raw: string | undefined): TeamKey | null | false {
  if (!raw) return null
  const stream = /^stream-(\d+)$/.exec(raw)
  if (stream) return { kind: 'stream', id: Number(stream[1]) }
  return /^\d+$/.test(raw) && Number(raw) > 0 ? { kind: 'group', id: Number(raw) } : false
}

function GroupChoice({ value }: { value: number | null }) {
  const [, navigate] = useLocation()
  const rows = useResourceRows(teamGroupsResource)
  const groups = rows.map((g) => ({ value: Number(g.id), label: String(g.name) }))
  return (
    <div className="rm-bar">
      <FilterSelect
        label={t.choose}
        options={groups}
        value={value}
        placeholder={t.chooseGroup}
        onChange={(id) => id !== null && navigate(`/RaspManager/Team/${id}`)}
      />
      <span>
        {t.streamsHint} <Link href="/RaspManager/Teams">{t.toStreams}</Link>
      </span>
    </div>
  )
}

function Links({ week }: { week: TeamWeek }) {
  if (week.kind === 'group')
    return (
      <div className="rm-links">
        <p>
          <Link href={`/RaspManager?group=${week.id}`}>{t.edit(week.name)}</Link>
          {' · '}
          <Link href={`/Rasp/Group/${week.id}`}>{t.public}</Link>
        </p>
        <p>
          {week.streams.length === 0 ? t.noStreams : `${t.inStreams} `}
          {week.streams.map((s, i) => (
            <span key={s.id}>
              {i > 0 && ', '}
              <Link href={`/RaspManager/Team/stream-${s.id}`}>{s.name}</Link>
            </span>
          ))}
        </p>
      </div>
    )
  return (
    <div className="rm-links">
      <p>
        {`${t.streamGroups} `}
        {week.groups.map((g, i) => (
          <span key={g.id}>
            {i > 0 && ', '}
            <Link href={`/RaspManager/Team/${g.id}`}>{g.name}</Link>
          </span>
        ))}
      </p>
      <p>
        <Link href={`/RaspManager/Teams/${week.typeID}`}>{t.editMembers}</Link>
      </p>
    </div>
  )
}

function TeamWeekView({ teamKey }: { teamKey: TeamKey }) {
  const ref = useActorRef(raspTeamMachine, { input: { key: teamKey } })
  const phase = useSelector(ref, selectTeamPhase)
  const week = useSelector(ref, selectTeamWeek)
  const failure = useSelector(ref, selectTeamFailure)
  const message = useSelector(ref, selectTeamMessage)
  const names = useMemo(
    () => (week?.kind === 'stream' ? new Map(week.groups.map((g) => [g.id, g.name])) : undefined),
    [week],
  )
  const title = week ? (week.kind === 'group' ? t.groupTitle(week.name) : t.streamTitle(week.name)) : t.title
  return (
    <>
      <h1>{title}</h1>
      <p className="rm-intro">{t.intro}</p>
      {teamKey.kind === 'group' && <GroupChoice value={teamKey.id} />}
      {phase === 'loading' && <p>{t.loading}</p>}
      {phase === 'failed' && (
        <div role="alert" className="day-failure">
          <p>{failure === 'forbidden' ? t.forbidden : (message ?? t.failed)}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      )}
      {week && phase === 'shown' && (
        <>
          <Links week={week} />
          <p className="rm-count">{t.count(week.slots.length)}</p>
          <ManagerGrid
            group={week.name}
            caption={week.kind === 'stream' ? t.streamCaption(week.name) : undefined}
            slots={week.slots}
            busy={false}
            groupNames={names}
          />
        </>
      )}
    </>
  )
}

/**
 * /RaspManager/Team/{groupId?}: a group's (or `stream-{id}`: a stream's) week in the office, with links to edit;
 * /RaspManager/Team/{groupId}/draft: the group's draft of the next semester.
 */
export default function RaspTeamScreen({ params }: ScreenProps) {
  const key = keyOf(params.groupId)
  if (params.draft !== undefined)
    return (
      <div className="page rm-page">
        {params.draft === 'draft' && key && key.kind === 'group' ? (
          <DraftWeekView groupID={key.id} />
        ) : (
          <>
            <h1>{raspDraftTexts.title}</h1>
            <p role="alert">{raspDraftTexts.unknownDraft}</p>
          </>
        )}
      </div>
    )
  return (
    <div className="page rm-page">
      {key ? (
        <TeamWeekView key={`${key.kind}-${key.id}`} teamKey={key} />
      ) : (
        <>
          <h1>{t.title}</h1>
          <p className="rm-intro">{t.intro}</p>
          {key === false && <p role="alert">{t.unknown}</p>}
          <GroupChoice value={null} />
        </>
      )}
    </div>
  )
}
