import type { LevelShare } from '@/api/nir-stat-levels'
import { nirStatTexts as t } from '@/texts/ru/nir-stat'
import './stat-levels.css'

/** r of a circle whose circumference is 100: a share in per cent is its arc's length. */
const R = 100 / (2 * Math.PI)
const SWATCHES = 6
const swatch = (i: number) => `nir-level-color-${i % SWATCHES}`

/**
 * The shares of the period's works by indexing level: a doughnut in the theme's colours with a legend (for
 * sighted users: aria-hidden) and the table with the same figures beside it.
 */
export function StatLevels({ levels, busy }: { levels: readonly LevelShare[]; busy: boolean }) {
  let start = 0
  const arcs = levels.map((l, i) => {
    const arc = { ...l, offset: 25 - start, color: swatch(i) }
    start += l.share
    return arc
  })
  const total = levels.reduce((sum, l) => sum + l.count, 0)
  return (
    <section className="nir-levels-stat" aria-labelledby="nir-levels-stat-title">
      <h2 id="nir-levels-stat-title">{t.levelsTitle}</h2>
      <p className="nir-levels-stat-note">{t.levelsNote}</p>
      <div className="nir-levels-stat-body">
        <figure className="nir-doughnut" aria-hidden="true">
          <svg viewBox="0 0 42 42" width="220" height="220">
            <circle className="nir-doughnut-hole" cx="21" cy="21" r={R} />
            {arcs
              .filter((a) => a.share > 0)
              .map((a) => (
                <circle
                  key={a.systemID}
                  className={`nir-doughnut-arc ${a.color}`}
                  cx="21"
                  cy="21"
                  r={R}
                  strokeDasharray={`${a.share} ${100 - a.share}`}
                  strokeDashoffset={a.offset}
                />
              ))}
            <text x="21" y="23" textAnchor="middle" className="nir-doughnut-total">
              {total}
            </text>
          </svg>
          <ul className="nir-doughnut-legend">
            {arcs.map((a) => (
              <li key={a.systemID}>
                <span className={`nir-doughnut-swatch ${a.color}`} />
                {a.name}: {a.share.toLocaleString('ru-RU')}%
              </li>
            ))}
          </ul>
        </figure>
        <table className="nir-table nir-levels-table" aria-label={t.levelsTable} aria-busy={busy || undefined}>
          <thead>
            <tr>
              <th scope="col">{t.colLevel}</th>
              <th scope="col">{t.colLevelCount}</th>
              <th scope="col">{t.colLevelShare}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.systemID}>
                <th scope="row">{l.name}</th>
                <td data-label={t.colLevelCount}>{l.count}</td>
                <td data-label={t.colLevelShare}>{l.share.toLocaleString('ru-RU')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.levelsTotal}</th>
              <td data-label={t.colLevelCount}>{total}</td>
              <td data-label={t.colLevelShare}>{total > 0 ? '100' : '0'}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}
