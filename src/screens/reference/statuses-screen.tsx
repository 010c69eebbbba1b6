import { useState } from 'react'
import { useSelector } from '@xstate/react'
import { Dropdown } from 'primereact/dropdown'
import { selectRows } from '@/machines/reference/reference-crud.selectors'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import { ReferenceTable, useReferenceActor } from './reference-table'
import { statusColumns } from './columns'
import './reference.css'

/** /Admin/ListStatus: publication statuses (GET /Publication/Get/ListStatus?typeID; the spec has no writes). */
function Statuses() {
  const types = useReferenceActor('pubTypes')
  const typeRows = useSelector(types, selectRows) as { id: number; name: string }[]
  const [typeID, setTypeID] = useState(0)
  const actor = useReferenceActor('statuses', { typeID })
  const typesWithGeneral = [{ id: 0, name: t.general }, ...typeRows]
  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.statuses}</h1>
      <div className="ref-params">
        <div className="ref-param">
          <label htmlFor="ref-status-type">{t.chooseType}</label>
          <Dropdown inputId="ref-status-type" value={typeID} options={[{ id: 0, name: t.allTypes }, ...typeRows]} optionValue="id" optionLabel="name" onChange={(e) => setTypeID(e.value as number)} />
        </div>
      </div>
      <ReferenceTable actor={actor} title={t.statuses} columns={statusColumns} lists={{ typesWithGeneral }} exportFileName="statuses" />
    </div>
  )
}

export default function StatusesScreen() {
  return <Statuses />
}
