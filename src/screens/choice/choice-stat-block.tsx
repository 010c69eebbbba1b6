import type { ChoiceStat } from '@/api/choice'
import { choiceTexts } from '@/texts/ru/choice'

const t = choiceTexts.stat
type Block = ChoiceStat['blocks'][number]

/** One block's statistics: a bar chart of how many chose each discipline, and the same numbers by group as a table. */
export function ChoiceStatBlock({ block, groups }: { block: Block; groups: readonly string[] }) {
  const max = Math.max(1, ...block.disciplines.map((d) => d.total))
  const headingID = `choice-stat-${block.blockID}`
  return (
    <section aria-labelledby={headingID}>
      <h2 id={headingID}>{block.title}</h2>
      <div className="choice-chart" role="img" aria-label={t.chart(block.title)}>
        {block.disciplines.map((d) => (
          <div key={d.disciplineID} className="choice-bar-row" aria-hidden="true">
            <span>{d.name}</span>
            <span className="choice-bar" style={{ width: `${(d.total / max) * 100}%` }} />
            <span>{d.total}</span>
          </div>
        ))}
      </div>
      <div className="choice-scroll" tabIndex={0} role="region" aria-label={t.table(block.title)}>
        <table>
          <caption className="sr-only">{t.table(block.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.discipline}</th>
              {groups.map((g) => (
                <th scope="col" key={g}>
                  {g}
                </th>
              ))}
              <th scope="col">{t.total}</th>
              <th scope="col">{t.seats}</th>
            </tr>
          </thead>
          <tbody>
            {block.disciplines.map((d) => (
              <tr key={d.disciplineID}>
                <th scope="row">{d.name}</th>
                {d.byGroup.map((n, i) => (
                  <td className="num" key={groups[i]}>
                    {n}
                  </td>
                ))}
                <td className="num">{d.total}</td>
                <td className="num">{d.seats}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The students of the course who have not chosen yet. */
export function NotChosen({ rows }: { rows: ChoiceStat['notChosen'] }) {
  return (
    <section aria-labelledby="choice-not-chosen">
      <h2 id="choice-not-chosen">{t.notChosenTitle(rows.length)}</h2>
      {rows.length === 0 ? (
        <p>{t.allChosen}</p>
      ) : (
        <div className="choice-scroll" tabIndex={0} role="region" aria-label={t.notChosenTable}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.fio}</th>
                <th scope="col">{t.group}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.studentID}>
                  <th scope="row">{r.fio}</th>
                  <td>{r.group}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
