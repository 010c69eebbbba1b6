import { oauthAppResource } from '@/api/admin-resources'
import { ResourceScreen } from '@/kit/resource-screen'
import { adminTexts as t } from '@/texts/ru/admin'
import './admin.css'

/** /Admin/OAuth: third-party apps (GET/POST /Admin/OAuth, PUT/DELETE /Admin/OAuth/{appID}). */
export default function OAuthScreen() {
  return (
    <ResourceScreen resource={oauthAppResource} title={t.oauthTitle} exportFileName="oauth-apps" sortBy="name">
      <p className="admin-intro">{t.oauthIntro}</p>
    </ResourceScreen>
  )
}
