import { useState } from 'react'
import { useSelector } from '@xstate/react'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { pubTypeResource, statusResource } from '@/api/reference-resources'
import { selectRows } from '@/machines/resource/resource.selectors'
import { ResourceTable } from '@/kit/resource-table'
import { useResource } from '@/kit/use-resource'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import './reference.css'

/** /Admin/ListStatus: publication statuses (GET /Publication/Get/ListStatus?typeID; the spec has no writes). */
function Statuses() {
  const types = useResource(pubTypeResource)
  const typeRows = useSelector(types, selectRows) as { id: number; name: string }[]
  const [typeID, setTypeID] = useState(0)
  const actor = useResource(statusResource, { typeID })
  const typesWithGeneral = [{ id: 0, name: t.general }, ...typeRows]
  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.statuses}</h1>
      <div className="ref-params">
        <div className="ref-param">
          <label htmlFor="ref-status-type">{t.chooseType}</label>
          <LabelledDropdown
            label={t.chooseType}
            inputId="ref-status-type"
            value={typeID}
            options={[{ id: 0, name: t.allTypes }, ...typeRows]}
            optionValue="id"
            optionLabel="name"
            onChange={(e) => setTypeID(e.value as number)}
          />
        </div>
      </div>
      <ResourceTable actor={actor} title={t.statuses} lists={{ typesWithGeneral }} exportFileName="statuses" />
    </div>
  )
}

export default function StatusesScreen() {
  return <Statuses />
}
