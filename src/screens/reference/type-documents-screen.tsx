import { typeDocumentResource } from '@/api/reference-resources'
import { ResourceScreen } from '@/kit/resource-screen'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import './reference.css'

/** /Admin/typeDocuments: document types (GET/POST /TypeDocumentsController/typeDocuments, PUT/DELETE …/{id}). */
export default function TypeDocumentsScreen() {
  return (
    <ResourceScreen resource={typeDocumentResource} title={t.typeDocuments} exportFileName="document-types">
      <BackToAdmin />
    </ResourceScreen>
  )
}
