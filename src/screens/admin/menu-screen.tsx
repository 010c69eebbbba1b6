import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import { menuItemResource } from '@/api/admin-resources'
import { useResource } from '@/kit/use-resource'
import { ResourceTable } from '@/kit/resource-table'
import { selectRows } from '@/machines/resource/resource.selectors'
import { adminTexts as t } from '@/texts/ru/admin'
import './admin.css'

/**
 * /Admin/Menu: the server menu items (GET/POST /Admin/Menu, PUT/DELETE /Admin/Menu/{id}). They are the
 * initialization info's `menu`: every user sees a change under «Ссылки» at their next load.
 */
export default function MenuScreen() {
  const actor = useResource(menuItemResource)
  const rows = useSelector(actor, selectRows)
  /** Only top-level items may hold others (the menu shows one level of nesting). */
  const parents = useMemo(() => rows.filter((r) => !r.parentID), [rows])
  return (
    <div className="page rk-page admin-page">
      <h1>{t.menuTitle}</h1>
      <p className="admin-intro">{t.menuIntro}</p>
      <ResourceTable actor={actor} title={t.menuTitle} lists={{ parents }} exportFileName="menu" sortBy="menuItemID" />
    </div>
  )
}
