import { Link } from 'wouter'
import { moderatorQuestionnairesResource, myQuestionnairesResource } from '@/api/admin-questionnaires'
import { useResource } from '@/kit/use-resource'
import { ResourceTable } from '@/kit/resource-table'
import { adminTexts as t } from '@/texts/ru/admin'
import './admin.css'

/** /Questionnaires/List: the questionnaires addressed to the user (GET /Questionnaires/List); a title opens the form. */
export function MyQuestionnairesScreen() {
  const actor = useResource(myQuestionnairesResource)
  return (
    <div className="page rk-page admin-page">
      <h1>{t.qListTitle}</h1>
      <p className="admin-intro">{t.qListIntro}</p>
      <ResourceTable actor={actor} title={t.qListTitle} exportFileName="questionnaires" />
    </div>
  )
}

/** /Questionnaires/ListModerator: every questionnaire with its answers (GET /Questionnaires/ListModerator); a title opens the results. */
export function ModeratorQuestionnairesScreen() {
  const actor = useResource(moderatorQuestionnairesResource)
  return (
    <div className="page page-wide rk-page admin-page">
      <h1>{t.qModeratorTitle}</h1>
      <p className="admin-intro">{t.qModeratorIntro}</p>
      <p>
        <Link href="/Questionnaires/CreateForm" className="p-button p-button-outlined">
          <span className="pi pi-plus" aria-hidden="true" /> {t.qCreate}
        </Link>
      </p>
      <ResourceTable actor={actor} title={t.qModeratorTitle} exportFileName="questionnaires-moderation" />
    </div>
  )
}
