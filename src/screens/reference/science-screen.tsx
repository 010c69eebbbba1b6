import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import { ReferenceTable, useReferenceActor } from './reference-table'
import { scienceColumns } from './columns'
import './reference.css'

function Science() {
  const actor = useReferenceActor('scienceFields')
  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.science}</h1>
      <ReferenceTable actor={actor} title={t.science} columns={scienceColumns} canCreate canEdit canDelete exportFileName="science-fields" sortBy="code" />
    </div>
  )
}

/** /Admin/SetScience: science fields (GET/POST /Publication/Get/ListScienceField, PUT/DELETE …/{id}). */
export default function ScienceScreen() {
  return <Science />
}
