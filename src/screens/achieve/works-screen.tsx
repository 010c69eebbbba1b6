import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { workFileHref, type PortfolioWork } from '@/api/achieve'
import { portfolioMachine } from '@/machines/achieve/portfolio.machine'
import { selectPortfolioFailed, selectPortfolioLoading, selectWorks } from '@/machines/achieve/portfolio.selectors'
import { workViewMachine } from '@/machines/achieve/work-view.machine'
import { formatRuDate } from '@/lib/dates'
import type { ScreenProps } from '@/lib/screen-props'
import { achieveTexts } from '@/texts/ru/achieve'
import { fill as fillText } from '@/texts/ru/shell-pages'
import { WorkStatusBadge } from './work-parts'
import './achieve.css'

const t = achieveTexts.work

/** One achievement's card: what was entered, the files, the status with the verifier's remark, the points. */
function WorkCard({ workID }: { workID: number }) {
  const actor = useActorRef(workViewMachine, { input: { workID } })
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const { work, reason } = useSelector(actor, (s) => s.context)
  if (loading) return <p role="status">{t.loading}</p>
  if (!work)
    return (
      <p role="alert">
        {reason === 'missing' ? t.notFound : reason === 'foreign' ? t.errors.notYours : t.errors.loadFailed}{' '}
        {reason === 'failed' && (
          <Button type="button" label={t.retry} text onClick={() => actor.send({ type: 'work.refresh' })} />
        )}
      </p>
    )
  const headingID = `work-card-${work.id}`
  const facts: [string, string][] = [
    [t.owner, work.userName],
    [t.category, work.categoryName],
    [t.type, work.typeName],
    [t.level, t.levels[work.level]],
    [t.result, t.results[work.result]],
    [t.date, formatRuDate(work.date)],
    [t.points, String(work.points)],
    ...(work.attrs ?? []).filter((a) => a.value !== '').map((a): [string, string] => [a.name, a.value]),
  ]
  return (
    <section className="ach-card" aria-labelledby={headingID}>
      <h2 id={headingID}>{fillText(t.card, { title: work.title })}</h2>
      <p>
        {t.status}: <WorkStatusBadge status={work.status} />
      </p>
      {work.remark && (
        <p className="ach-reason">
          {t.remark}: {work.remark}
        </p>
      )}
      <dl className="ach-facts">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t.files}</h3>
      {work.files.length === 0 ? (
        <p>{t.noFiles}</p>
      ) : (
        <ul>
          {work.files.map((f) => (
            <li key={f.key}>
              <a href={workFileHref(f)} download={f.name}>
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {work.status !== 'confirmed' && <Link href={`/Portfolio/Work/${work.typeID}/${work.id}`}>{t.edit}</Link>}
    </section>
  )
}

function WorksList({ works, selected }: { works: PortfolioWork[]; selected: number }) {
  if (works.length === 0) return <p>{t.empty}</p>
  return (
    <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.myTable}>
      <table className="ach-table" aria-label={t.myTable}>
        <thead>
          <tr>
            <th scope="col">{t.title}</th>
            <th scope="col">{t.category}</th>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.points}</th>
          </tr>
        </thead>
        <tbody>
          {[...works]
            .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
            .map((w) => (
              <tr key={w.id}>
                <td>
                  <Link href={`/Portfolio/Works/${w.id}`} aria-current={w.id === selected ? 'page' : undefined}>
                    {w.title}
                  </Link>
                  {w.id === selected && <span className="sr-only"> {t.selected}</span>}
                </td>
                <td>{w.categoryName}</td>
                <td>{formatRuDate(w.date)}</td>
                <td>
                  <WorkStatusBadge status={w.status} />
                </td>
                <td>{w.points}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  )
}

/** /Portfolio/Works/{workID?}: the user's own achievements, newest first; with an id, that achievement's card above. */
export default function WorksScreen({ params }: ScreenProps) {
  const actor = useActorRef(portfolioMachine)
  const loading = useSelector(actor, selectPortfolioLoading)
  const failed = useSelector(actor, selectPortfolioFailed)
  const works = useSelector(actor, selectWorks)
  const workID = Number(params.workID) || 0
  const total = works.filter((w) => w.status === 'confirmed').reduce((sum, w) => sum + w.points, 0)
  return (
    <div className="page ach-page">
      <h1>{t.worksTitle}</h1>
      {workID > 0 && <WorkCard key={workID} workID={workID} />}
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : failed ? (
        <p role="alert">
          {t.errors.loadFailed}{' '}
          <Button type="button" label={t.retry} text onClick={() => actor.send({ type: 'list.refresh' })} />
        </p>
      ) : (
        <>
          <p>
            {t.total}: <strong>{total}</strong>. <Link href="/portfolio">{t.add}</Link>
          </p>
          <WorksList works={works} selected={workID} />
        </>
      )}
    </div>
  )
}
