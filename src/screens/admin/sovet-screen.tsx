import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { sovetMachine } from '@/machines/admin/sovet.machine'
import {
  selectDecisions,
  selectDecisionYears,
  selectSovetFailed,
  selectSovetLoading,
  selectSovetMeetings,
  selectSovetMembers,
  selectSovetYear,
} from '@/machines/admin/sovet.selectors'
import { FilterSelect } from '@/ui/filter-select'
import { sovetTexts as t } from '@/texts/ru/sovet'
import { DecisionsTable, MeetingCard, MembersTable } from './sovet-parts'
import './admin.css'
import './boards.css'

/**
 * /sovet (the visitor layout): the academic council's page (GET /Sovet) — its members, the meetings
 * ahead and held with their agendas, and its decisions with their documents, filtered by year.
 */
export default function SovetScreen() {
  const ref = useActorRef(sovetMachine)
  const loading = useSelector(ref, selectSovetLoading)
  const failed = useSelector(ref, selectSovetFailed)
  const members = useSelector(ref, selectSovetMembers)
  const meetings = useSelector(ref, selectSovetMeetings)
  const year = useSelector(ref, selectSovetYear)
  const years = useSelector(ref, selectDecisionYears, shallowEqual)
  const decisions = useSelector(ref, selectDecisions, shallowEqual)
  const upcoming = meetings.filter((m) => !m.held)
  const held = meetings.filter((m) => m.held).reverse()
  return (
    <div className="page admin-page">
      <h1>{t.title}</h1>
      <p className="admin-intro">{t.intro}</p>
      {failed ? (
        <div className="boards-actions">
          <Message severity="error" role="alert" text={t.loadFailed} />
          <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'sovet.retry' })} />
        </div>
      ) : loading ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <section>
            <h2 id="sovet-members" className="admin-subtitle">
              {t.membersTitle}
            </h2>
            <p className="admin-note">{t.membersCount(members.length)}</p>
            <MembersTable members={members} />
          </section>
          <section>
            <h2 id="sovet-schedule" className="admin-subtitle">
              {t.scheduleTitle}
            </h2>
            <h3>{t.upcoming}</h3>
            {upcoming.length ? (
              <ul className="admin-cards" aria-label={t.upcoming}>
                {upcoming.map((m) => (
                  <MeetingCard key={m.id} meeting={m} />
                ))}
              </ul>
            ) : (
              <p>{t.noUpcoming}</p>
            )}
            <h3>{t.past}</h3>
            <ul className="admin-cards" aria-label={t.past}>
              {held.map((m) => (
                <MeetingCard key={m.id} meeting={m} />
              ))}
            </ul>
          </section>
          <section>
            <h2 id="sovet-decisions" className="admin-subtitle">
              {t.decisionsTitle}
            </h2>
            <FilterSelect
              label={t.year}
              value={year}
              placeholder={t.allYears}
              options={years.map((y) => ({ value: y, label: y }))}
              onChange={(value) => ref.send({ type: 'year.select', year: value })}
            />
            <DecisionsTable decisions={decisions} />
          </section>
        </>
      )}
    </div>
  )
}
