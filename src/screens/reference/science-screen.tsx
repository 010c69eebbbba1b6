import { scienceFieldResource } from '@/api/reference-resources'
import { ResourceScreen } from '@/kit/resource-screen'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import './reference.css'

/** /Admin/SetScience: science fields (GET/POST /Publication/Get/ListScienceField, PUT/DELETE …/{id}). */
export default function ScienceScreen() {
  return (
    <ResourceScreen resource={scienceFieldResource} title={t.science} exportFileName="science-fields" sortBy="code">
      <BackToAdmin />
    </ResourceScreen>
  )
}
