import { useMemo } from 'react'
import { shallowEqual, useSelector } from '@xstate/react'
import type { Student } from '@/api/gia'
import {
  selectBestWorks,
  selectCanToggleBest,
  selectChairman,
  selectProtocolID,
  selectStudents,
} from '@/machines/gia/report-edit.selectors'
import { giaTexts as t } from '@/texts/ru/gia'
import type { ReportActor } from './report-actor'
import { Disclosure } from './report-disclosure'

/** 'first, second': the first part shown as is, the second bold. */
function Split({ text }: { text: string }) {
  const at = text.indexOf(',')
  if (at < 0) return <span>{text}</span>
  return (
    <span>
      {text.slice(0, at)}, <b>{text.slice(at + 1).trim()}</b>
    </span>
  )
}

function StudentLine({ s }: { s: Student }) {
  return (
    <li>
      {s.fullName} ({s.groupName}) — <Split text={s.text1} />; <Split text={s.text2} />
    </li>
  )
}

/** Students of the chosen chairman and level: in this report, and not in it. */
export function useStudentsInReport(actor: ReportActor) {
  const students = useSelector(actor, selectStudents)
  const protocolID = useSelector(actor, selectProtocolID)
  return useMemo(() => {
    const inReport = students.filter((s) => s.reportID !== null && s.reportID === protocolID)
    return { inReport, notInReport: students.filter((s) => !inReport.includes(s)) }
  }, [students, protocolID])
}

export function StudentLists({ actor }: { actor: ReportActor }) {
  const { inReport, notInReport } = useStudentsInReport(actor)
  return (
    <section aria-label={t.studentsIn}>
      <h2>{t.studentsIn}</h2>
      <ul className="gia-students">
        {inReport.map((s) => (
          <StudentLine key={s.studentID} s={s} />
        ))}
      </ul>
      <h2>{t.studentsOut}</h2>
      <ul className="gia-students">
        {notInReport.map((s) => (
          <StudentLine key={s.studentID} s={s} />
        ))}
      </ul>
    </section>
  )
}

/** The chosen chairman (photo and name). */
export function ChairmanCard({ actor }: { actor: ReportActor }) {
  const chairman = useSelector(actor, selectChairman, shallowEqual)
  if (!chairman.id) return null
  return (
    <div className="gia-person">
      {chairman.photo && <img src={chairman.photo} alt="" width={40} height={40} />}
      <span data-testid="chairman-name">{chairman.name}</span>
    </div>
  )
}

/** The best works among the report's students: the secretary while editing, the chairman before confirming. */
export function BestWorks({ actor }: { actor: ReportActor }) {
  const { inReport } = useStudentsInReport(actor)
  const best = useSelector(actor, selectBestWorks)
  const canToggle = useSelector(actor, selectCanToggleBest)
  return (
    <Disclosure title={`${t.bestWorks} (${best.length})`}>
      <ul className="gia-pick" aria-label={t.bestWorksPick}>
        {inReport.map((s) => (
          <li key={s.studentID}>
            <button
              type="button"
              aria-pressed={best.includes(s.studentID)}
              disabled={!canToggle}
              onClick={() => actor.send({ type: 'bestWork.toggle', studentID: s.studentID })}
            >
              {s.fullName} ({s.groupName})
            </button>
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
