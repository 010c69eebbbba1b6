import { useMemo, useState } from 'react'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { referenceTexts as t } from '@/texts/ru/reference'
import { expertResource, facultyResource, typeDocumentResource, userResource } from '@/api/reference-resources'
import { ResourceTable } from '@/kit/resource-table'
import { useResource, useResourceRows } from '@/kit/use-resource'
import { BackToAdmin } from './back-link'
import './reference.css'

/** /Admin/SetExperts: experts per document type (GET ?docType, POST, PUT/DELETE …/{id}). */
function Experts() {
  const docTypes = useResourceRows(typeDocumentResource)
  const faculties = useResourceRows(facultyResource)
  const teachers = useResourceRows(userResource)
  const [docType, setDocType] = useState(0)
  const actor = useResource(expertResource, { docType })
  const lists = useMemo(() => ({ docTypes, faculties, teachers }), [docTypes, faculties, teachers])
  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.experts}</h1>
      <div className="ref-params">
        <div className="ref-param">
          <label htmlFor="ref-doctype">{t.chooseDocType}</label>
          <LabelledDropdown
            label={t.chooseDocType}
            inputId="ref-doctype"
            value={docType}
            options={[{ id: 0, name: t.allDocTypes }, ...(docTypes as { id: number; name: string }[])]}
            optionValue="id"
            optionLabel="name"
            onChange={(e) => setDocType(e.value as number)}
          />
        </div>
      </div>
      <ResourceTable actor={actor} title={t.experts} lists={lists} exportFileName="experts" />
    </div>
  )
}

export default function ExpertsScreen() {
  return <Experts />
}
