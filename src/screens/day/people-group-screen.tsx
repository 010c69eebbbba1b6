import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ScreenProps } from '@/lib/screen-props'
import { peopleGroupMachine } from '@/machines/day/people-group.machine'
import { selectGroup, selectGroupFailure, selectGroupLoading } from '@/machines/day/people-group.selectors'
import { peopleTexts } from '@/texts/ru/people'
import { PeopleFailureBox } from './people-failure'
import './day.css'
import './people.css'

const t = peopleTexts.group

function PersonLink({ person }: { person: { userID: number; fio: string } | null }) {
  return person ? <Link href={`/PersonalKab/${person.userID}`}>{person.fio}</Link> : <>{t.nobody}</>
}

function GroupPageView({ groupID }: { groupID: number }) {
  const ref = useActorRef(peopleGroupMachine, { input: { groupID } })
  const loading = useSelector(ref, selectGroupLoading)
  const group = useSelector(ref, selectGroup)
  const failure = useSelector(ref, selectGroupFailure)
  // The page keeps a heading while it loads or fails (the route walk and screen readers look for one).
  if (failure)
    return (
      <>
        <h1>{t.title}</h1>
        <PeopleFailureBox failure={failure} onRetry={() => ref.send({ type: 'load.retry' })} />
      </>
    )
  if (loading || !group)
    return (
      <>
        <h1>{t.title}</h1>
        <p role="status">{t.loading}</p>
      </>
    )
  return (
    <>
      <h1>{t.heading(group.name)}</h1>
      <div className="profile-grid">
        <section className="profile-card" aria-labelledby="group-facts">
          <h2 id="group-facts">{t.facts}</h2>
          <dl className="profile-facts">
            <dt>{t.faculty}</dt>
            <dd>{group.faculty}</dd>
            <dt>{t.course}</dt>
            <dd>{group.course}</dd>
            <dt>{t.formStudy}</dt>
            <dd>{group.formStudy}</dd>
            <dt>{t.curator}</dt>
            <dd>
              <PersonLink person={group.curator} />
            </dd>
            <dt>{t.headman}</dt>
            <dd>
              <PersonLink person={group.headman} />
            </dd>
          </dl>
          <p>
            <Link href={`/Rasp/Group/${group.groupID}`}>
              <span className="pi pi-calendar" aria-hidden="true" /> {t.timetable}
            </Link>
          </p>
        </section>
        <section className="profile-card" aria-labelledby="group-students">
          <h2 id="group-students">{t.students(group.students.length)}</h2>
          <table className="zach-table people-table">
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.fio}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {group.students.map((s, i) => (
                <tr key={s.userID}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    <Link href={`/PersonalKab/${s.userID}`}>{s.fio}</Link>
                  </th>
                  <td>{s.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  )
}

/** /PersonalGroupKab/{groupID}: the group's facts, curator and headman, its students and its timetable. */
export default function PeopleGroupScreen({ params }: ScreenProps) {
  const raw = params.groupID ?? ''
  const groupID = /^[1-9]\d*$/.test(raw) ? Number(raw) : null
  return (
    <div className="page">
      {groupID === null ? (
        <>
          <h1>{t.title}</h1>
          <PeopleFailureBox failure="badRequest" />
        </>
      ) : (
        <GroupPageView key={groupID} groupID={groupID} />
      )}
    </div>
  )
}
