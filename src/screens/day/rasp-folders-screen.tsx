import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { FolderBoard, FolderLevel } from '@/api/rasp-folders'
import type { ScreenProps } from '@/lib/screen-props'
import {
  raspFoldersMachine,
  selectFolderBoard,
  selectFolderFailure,
  selectFolderMessage,
  selectFolderPhase,
} from '@/machines/day/rasp-folders.machine'
import { raspFoldersTexts as t } from '@/texts/ru/rasp-folders'
import './day.css'
import './rasp-manager.css'

const BASE = '/RaspManager/FolderBoard'
/** A level of the address: a positive number, 0 when absent, -1 when malformed (the server names it). */
const levelOf = (raw: string | undefined) => (!raw ? 0 : /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : -1)

function stateText(placed: number, planned: number) {
  if (placed >= planned) return t.state.ready
  return placed === 0 ? t.state.empty : t.state.partial(planned - placed)
}

function Readiness({ placed, planned }: { placed: number; planned: number }) {
  const share = planned > 0 ? Math.min(100, Math.round((placed * 100) / planned)) : 100
  return (
    <span className="rf-state">
      <span className="rf-bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} className={placed >= planned ? 'rf-done' : undefined} />
      </span>
      {stateText(placed, planned)}
    </span>
  )
}

function Crumbs({ board }: { board: FolderBoard }) {
  const hrefs = board.path.map(
    (_, i) =>
      `${BASE}/${board.path
        .slice(0, i + 1)
        .map((p) => p.id)
        .join('/')}`,
  )
  return (
    <nav aria-label={t.crumbs} className="rf-crumbs">
      <ol>
        <li>{board.path.length ? <Link href={BASE}>{t.top}</Link> : <span aria-current="page">{t.top}</span>}</li>
        {board.path.map((p, i) => (
          <li key={hrefs[i]}>
            {i < board.path.length - 1 ? (
              <Link href={hrefs[i]}>{p.name}</Link>
            ) : (
              <span aria-current="page">{p.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

function Folders({ board, here }: { board: FolderBoard; here: string }) {
  return (
    <div className="day-scroll" tabIndex={0} role="region" aria-label={t.folders}>
      <table className="rf-table">
        <caption className="sr-only">{t.folders}</caption>
        <thead>
          <tr>
            {[t.colFolder, t.colGroups, t.colReady, t.colHours].map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.folders.map((f) => (
            <tr key={f.id}>
              <th scope="row">
                <Link href={`${here}/${f.id}`}>{f.name}</Link>
              </th>
              <td>{f.groups}</td>
              <td>{t.ready(f.ready, f.groups)}</td>
              <td>
                {t.hours(f.hoursPlaced, f.hoursPlanned)} <Readiness placed={f.hoursPlaced} planned={f.hoursPlanned} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Groups({ board }: { board: FolderBoard }) {
  if (board.groups.length === 0) return <p>{t.empty}</p>
  return (
    <div className="day-scroll" tabIndex={0} role="region" aria-label={t.groupsTable}>
      <table className="rf-table">
        <caption className="sr-only">{t.groupsTable}</caption>
        <thead>
          <tr>
            {[t.colGroup, t.colLessons, t.colHours, t.colState, t.colLinks].map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.groups.map((g) => (
            <tr key={g.groupID}>
              <th scope="row">{g.name}</th>
              <td>{g.lessons}</td>
              <td>{t.hours(g.hoursPlaced, g.hoursPlanned)}</td>
              <td>
                <Readiness placed={g.hoursPlaced} planned={g.hoursPlanned} />
              </td>
              <td className="rf-links">
                <Link href={`/RaspManager/Team/${g.groupID}`} aria-label={t.week(g.name)}>
                  {t.weekShort}
                </Link>
                <Link href={`/RaspManager?group=${g.groupID}`} aria-label={t.edit(g.name)}>
                  {t.editShort}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Board({ level }: { level: FolderLevel }) {
  const ref = useActorRef(raspFoldersMachine, { input: level })
  const phase = useSelector(ref, selectFolderPhase)
  const board = useSelector(ref, selectFolderBoard)
  const failure = useSelector(ref, selectFolderFailure)
  const message = useSelector(ref, selectFolderMessage)
  const here = [BASE, level.course, level.folderID, level.subFolderID].filter((x) => x !== 0).join('/')
  return (
    <>
      {phase === 'loading' && <p>{t.loading}</p>}
      {phase === 'failed' && (
        <div role="alert" className="day-failure">
          <p>{failure === 'forbidden' ? t.forbidden : (message ?? t.failed)}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
          {(failure === 'notFound' || failure === 'badRequest') && <Link href={BASE}>{t.top}</Link>}
        </div>
      )}
      {board && phase === 'shown' && (
        <>
          <Crumbs board={board} />
          {level.subFolderID ? <Groups board={board} /> : <Folders board={board} here={here} />}
        </>
      )}
    </>
  )
}

/** /RaspManager/FolderBoard/{course?}/{folderID?}/{subFolderID?}: the readiness of the groups' weeks, folder by folder. */
export default function RaspFoldersScreen({ params }: ScreenProps) {
  const level = {
    course: levelOf(params.course),
    folderID: levelOf(params.folderID),
    subFolderID: levelOf(params.subFolderID),
  }
  return (
    <div className="page rm-page">
      <h1>{t.title}</h1>
      <p className="rm-intro">{t.intro}</p>
      <Board key={JSON.stringify(level)} level={level} />
    </div>
  )
}
