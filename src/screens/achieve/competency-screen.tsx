import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { competencyMachine } from '@/machines/achieve/competency.machine'
import { academicYear, academicYears, formatRuDate } from '@/lib/dates'
import { competencyTexts } from '@/texts/ru/competency'
import { FilterSelect } from '@/ui/filter-select'
import { AssessmentState, AssessmentView, CompetencyStatusBadge, scoreText } from './competency-parts'
import { CompetencyFormView } from './competency-form'
import './achieve.css'

const t = competencyTexts.self
const c = competencyTexts

/**
 * /Teacher/competency: a teacher rates their competences for the academic year (a draft until submitted,
 * then read-only with its date) and opens their previous years' assessments.
 */
export default function CompetencyScreen() {
  const actor = useActorRef(competencyMachine, { input: { year: academicYear() } })
  const year = useSelector(actor, (s) => s.context.year)
  const data = useSelector(actor, (s) => s.context.data)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const refusal = useSelector(actor, (s) => s.context.refusal)
  const notice = useSelector(actor, (s) => s.context.notice)
  const formKey = useSelector(actor, (s) => s.context.formKey)
  const select = (y: string) => actor.send({ type: 'year.select', year: y })
  const assessment = data?.assessment ?? null
  const editable = data !== null && year === data.currentYear && assessment?.status !== 'submitted'
  return (
    <div className="page ach-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="ach-head">
        <FilterSelect
          label={c.year}
          options={academicYears(2024).map((y) => ({ value: y, label: c.yearLabel(y) }))}
          value={year}
          onChange={(y) => y && select(y)}
        />
      </div>
      <p role="status" className="ach-saved">
        {notice === 'sent' ? t.sent : notice === 'saved' ? t.saved : ''}
      </p>
      {loadFailed ? (
        <p role="alert">
          {c.loadFailed} <Button type="button" label={c.retry} text onClick={() => actor.send({ type: 'retry' })} />
        </p>
      ) : !data ? (
        <p role="status">{c.loading}</p>
      ) : (
        <>
          {assessment ? <AssessmentState assessment={assessment} /> : null}
          {editable ? (
            <CompetencyFormView
              key={formKey}
              areas={data.areas}
              assessment={assessment}
              busy={busy}
              refusal={refusal}
              onSave={(values, submit) => actor.send({ type: 'competency.save', values, submit })}
            />
          ) : assessment ? (
            <AssessmentView areas={data.areas} assessment={assessment} />
          ) : (
            <p>
              {year === data.currentYear ? '' : t.pastYear} {t.notFilled}
            </p>
          )}
          <h2 id="cmp-history">{t.history}</h2>
          {data.history.length === 0 ? (
            <p>{t.historyEmpty}</p>
          ) : (
            <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="cmp-history">
              <table className="ach-table" aria-labelledby="cmp-history">
                <thead>
                  <tr>
                    <th scope="col">{t.colYear}</th>
                    <th scope="col">{t.colStatus}</th>
                    <th scope="col">{t.colDate}</th>
                    <th scope="col">{t.colAverage}</th>
                    <th scope="col">
                      <span className="sr-only">{t.openShort}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.history.map((h) => (
                    <tr key={h.year}>
                      <th scope="row">{c.yearLabel(h.year)}</th>
                      <td>
                        <CompetencyStatusBadge status={h.status} />
                      </td>
                      <td>{h.submittedAt ? formatRuDate(h.submittedAt) : ''}</td>
                      <td className="ach-num">{scoreText(h.average)}</td>
                      <td>
                        <Button
                          type="button"
                          size="small"
                          text
                          label={t.openShort}
                          aria-label={t.open(c.yearLabel(h.year))}
                          disabled={h.year === year}
                          onClick={() => select(h.year)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  )
}
