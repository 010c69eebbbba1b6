import { useMemo, useState } from 'react'
import { Dropdown } from 'primereact/dropdown'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import { ReferenceTable, useLookup, useReferenceActor } from './reference-table'
import { expertColumns } from './columns'
import './reference.css'

/** /Admin/SetExperts: experts per document type (GET ?docType, POST, PUT/DELETE …/{id}). */
function Experts() {
  const docTypes = useLookup('typeDocuments')
  const faculties = useLookup('faculties')
  const teachers = useLookup('users')
  const [docType, setDocType] = useState(0)
  const actor = useReferenceActor('experts', { docType })
  const lists = useMemo(() => ({ docTypes, faculties, teachers }), [docTypes, faculties, teachers])
  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.experts}</h1>
      <div className="ref-params">
        <div className="ref-param">
          <label htmlFor="ref-doctype">{t.chooseDocType}</label>
          <Dropdown
            inputId="ref-doctype"
            value={docType}
            options={[{ id: 0, name: t.allDocTypes }, ...(docTypes as { id: number; name: string }[])]}
            optionValue="id"
            optionLabel="name"
            onChange={(e) => setDocType(e.value as number)}
          />
        </div>
      </div>
      <ReferenceTable actor={actor} title={t.experts} columns={expertColumns} lists={lists} canCreate canEdit canDelete exportFileName="experts" />
    </div>
  )
}

export default function ExpertsScreen() {
  return <Experts />
}
