import { COUNT_KEYS, FORMS, type CountKey } from '@/api/gia'
import { giaTexts as t } from '@/texts/ru/gia'
import { DigitsField } from './report-fields'
import { Disclosure } from './report-disclosure'

const TABLES: { title: string; rows: CountKey[] }[] = [
  { title: t.table1, rows: COUNT_KEYS.slice(0, 5) as CountKey[] },
  { title: t.table2, rows: COUNT_KEYS.slice(5, 8) as CountKey[] },
  { title: t.table3, rows: COUNT_KEYS.slice(8) as CountKey[] },
]

/** The three count tables (full-time, part-time, extramural); the first one open. */
export function CountTables({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      {TABLES.map((table, ti) => (
        <Disclosure key={table.title} title={table.title} initiallyOpen={ti === 0} forceOpen={readOnly}>
          <div className="gia-scroll">
            <table className="gia-table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="sr-only">{table.title}</span>
                  </th>
                  {t.columns.map((col) => (
                    <th scope="col" key={col}>
                      {col}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row}>
                    <th scope="row">{t.rows[row]}</th>
                    {FORMS.map((f, fi) => (
                      <td key={f}>
                        <DigitsField
                          bare
                          kind="number"
                          name={`${f}${row}`}
                          label={`${t.rows[row]}: ${t.columns[fi]}`}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Disclosure>
      ))}
    </>
  )
}
