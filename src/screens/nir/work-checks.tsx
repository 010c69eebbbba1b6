import { useSelector } from '@xstate/react'
import { selectExperts, selectRemarks } from '@/machines/nir/work-editor.selectors'
import { nirTexts as t } from '@/texts/ru/nir'
import { formatDate } from './format'
import type { EditorActor } from './editor-actor'

/** Verification steps with who acted, and the remarks sent back to the author (newest first). */
export function WorkChecks({ actor }: { actor: EditorActor }) {
  const experts = useSelector(actor, selectExperts)
  const remarks = useSelector(actor, selectRemarks)
  if (!experts.length && !remarks.length) return null
  return (
    <aside className="nir-checks">
      {experts.length ? (
        <section aria-labelledby="nir-verification">
          <h2 id="nir-verification">{t.verification}</h2>
          <ul className="nir-steps">
            {experts.map((e) => (
              <li key={e.step} className={`nir-step nir-step-${e.state}`}>
                <span>{t.stepNames[e.step]}</span>: <strong>{t.stepStates[e.state]}</strong>
                {e.fio ? ` (${e.fio})` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="nir-remarks">
        <h2 id="nir-remarks">{t.remarks}</h2>
        {remarks.length === 0 ? <p>{t.noRemarks}</p> : null}
        <ul className="nir-remarks">
          {remarks.map((r) => (
            <li key={r.id}>
              <p className="nir-remark-head">
                {formatDate(r.date)}, {r.fio}
                {r.step in t.stepNames ? ` (${t.stepNames[r.step as keyof typeof t.stepNames]})` : ''}
              </p>
              <p className="nir-remark-text">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
