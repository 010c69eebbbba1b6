import { clientErrorResource } from '@/api/admin-resources'
import { CLIENT_ERROR_KINDS } from '@/lib/constants/admin'
import { useResource } from '@/kit/use-resource'
import { ResourceTable } from '@/kit/resource-table'
import { adminTexts as t } from '@/texts/ru/admin'
import './admin.css'

const KINDS = CLIENT_ERROR_KINDS.map((id) => ({ id, name: t.errorKinds[id] }))

/** /Admin/LogErrors: client errors with the browser, the route and the user (GET /Admin/LogErrors). */
export default function ErrorsScreen() {
  const actor = useResource(clientErrorResource)
  return (
    <div className="page page-wide rk-page admin-page">
      <h1>{t.errorsTitle}</h1>
      <p className="admin-intro">{t.errorsIntro}</p>
      <ResourceTable
        actor={actor}
        title={t.errorsTitle}
        lists={{ kinds: KINDS }}
        exportFileName="client-errors"
        sortBy="date"
      />
    </div>
  )
}
