import { Checkbox } from 'primereact/checkbox'
import type { ChoiceBlock } from '@/api/choice'
import { freeSeats, isFull } from '@/lib/choice-rules'
import { choiceTexts } from '@/texts/ru/choice'

const t = choiceTexts

interface Props {
  block: ChoiceBlock
  chosen: readonly number[]
  /** null: the window is closed, the block is read-only. */
  onToggle: ((disciplineID: number) => void) | null
  busy: boolean
}

/** One «Дисциплины по выбору» block: its rule, and a checkbox per discipline (read-only: the chosen ones). */
export function ChoiceBlockView({ block, chosen, onToggle, busy }: Props) {
  const legendID = `choice-block-${block.blockID}`
  const shown = onToggle ? block.disciplines : block.disciplines.filter((d) => chosen.includes(d.disciplineID))
  return (
    <fieldset className="choice-block" aria-labelledby={legendID}>
      <legend id={legendID}>{block.title}</legend>
      <p className="choice-rule">
        {t.blockRule(block.choose, block.disciplines.length, block.semester)}
        {block.description ? ` — ${block.description}` : ''}
      </p>
      {onToggle && <p className="choice-meta">{t.chosenCount(chosen.length, block.choose)}</p>}
      {!onToggle && shown.length === 0 && <p>{t.notChosen}</p>}
      <ul className="choice-list">
        {shown.map((d) => {
          const id = `choice-d-${d.disciplineID}`
          const on = chosen.includes(d.disciplineID)
          const full = isFull(d)
          return (
            <li key={d.disciplineID} className={on ? 'choice-item choice-item-chosen' : 'choice-item'}>
              {onToggle && (
                <Checkbox
                  inputId={id}
                  checked={on}
                  disabled={busy}
                  onChange={() => onToggle(d.disciplineID)}
                  aria-describedby={`${id}-info`}
                />
              )}
              <div>
                {onToggle ? <label htmlFor={id}>{d.name}</label> : <strong>{d.name}</strong>}
                {!onToggle && <span className="choice-meta">{` — ${t.chosenMark}`}</span>}
                <div id={`${id}-info`}>
                  <p className="choice-meta">
                    {t.credits(d.credits, d.hours)}
                    {d.teacher ? ` · ${t.teacher}: ${d.teacher}` : ''}
                    {d.department ? ` · ${d.department}` : ''}
                  </p>
                  <p>{d.description}</p>
                  {onToggle &&
                    (full ? (
                      <p className="choice-full">{t.full}</p>
                    ) : (
                      <p className="choice-meta">{t.seats(freeSeats(d), d.seats)}</p>
                    ))}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
