import { oauthAppResource } from '@/api/admin-resources'
import { useResource } from '@/kit/use-resource'
import { ResourceTable } from '@/kit/resource-table'
import { adminTexts as t } from '@/texts/ru/admin'
import './admin.css'

/** /Admin/OAuth: third-party apps (GET/POST /Admin/OAuth, PUT/DELETE /Admin/OAuth/{appID}). */
export default function OAuthScreen() {
  const actor = useResource(oauthAppResource)
  return (
    <div className="page rk-page admin-page">
      <h1>{t.oauthTitle}</h1>
      <p className="admin-intro">{t.oauthIntro}</p>
      <ResourceTable actor={actor} title={t.oauthTitle} exportFileName="oauth-apps" sortBy="name" />
    </div>
  )
}
