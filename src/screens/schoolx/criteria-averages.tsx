/** A table of the mean score per feedback criterion (the statistics' results and a module's rating). */
export function CriteriaAverages(props: {
  caption: string
  nameHeader: string
  averageHeader: string
  criteria: readonly { criteriaID: number; name: string; maxPoints: number; average: number | null }[]
}) {
  if (props.criteria.length === 0) return null
  return (
    <table className="schoolx-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.nameHeader}</th>
          <th scope="col">{props.averageHeader}</th>
        </tr>
      </thead>
      <tbody>
        {props.criteria.map((c) => (
          <tr key={c.criteriaID}>
            <th scope="row">{c.name}</th>
            <td className="num">
              {c.average ?? '—'} / {c.maxPoints}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
