import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import { ReferenceTable, useReferenceActor } from './reference-table'
import { typeDocumentColumns } from './columns'
import './reference.css'

function TypeDocuments() {
  const actor = useReferenceActor('typeDocuments')
  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.typeDocuments}</h1>
      <ReferenceTable actor={actor} title={t.typeDocuments} columns={typeDocumentColumns} canCreate canEdit canDelete exportFileName="document-types" />
    </div>
  )
}

/** /Admin/typeDocuments: document types (GET/POST /TypeDocumentsController/typeDocuments, PUT/DELETE …/{id}). */
export default function TypeDocumentsScreen() {
  return <TypeDocuments />
}
