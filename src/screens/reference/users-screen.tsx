import { useMemo, useState } from 'react'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { Checkbox } from 'primereact/checkbox'
import { ALL_ROLES } from '@/lib/roles'
import type { Row } from '@/ui/data-table'
import { facultyResource, userResource } from '@/api/reference-resources'
import { ResourceTable } from '@/kit/resource-table'
import { useResource, useResourceRows } from '@/kit/use-resource'
import { failureText } from '@/kit/resource-texts'
import type { ResourceFailure } from '@/machines/resource/resource.types'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import { KINDS } from './columns'
import './reference.css'

const ROLE_OPTIONS = [{ id: 0, name: t.allRoles }, ...ALL_ROLES.map((r) => ({ id: r.id, name: r.name }))]

/** The roles of an opened user row (GET /UserInfo/UserRoles?userID, loaded when the row opens). */
function Roles({ row, detail }: { row: Row; detail: unknown }) {
  if (detail === undefined) return <p className="ref-muted">{t.rolesLoading}</p>
  if (detail && typeof detail === 'object' && 'error' in detail)
    return <p role="alert">{failureText((detail as { error: ResourceFailure }).error)}</p>
  const roles = (detail as { id: number; name: string }[] | null) ?? []
  return (
    <div>
      <strong>{t.rolesOf(String(row.fio))}</strong>
      {roles.length === 0 ? (
        <p className="ref-muted">{t.noRoles}</p>
      ) : (
        <ul className="ref-roles" aria-label={t.rolesOf(String(row.fio))}>
          {roles.map((r) => (
            <li key={r.id}>{r.name}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** /Admin/Users: users (GET /Admin/UserList?loadAll&roleID) with their roles in the detail row. */
function Users() {
  const faculties = useResourceRows(facultyResource)
  const [roleID, setRoleID] = useState(0)
  const [loadAll, setLoadAll] = useState(false)
  const actor = useResource(userResource, { roleID, loadAll })
  const lists = useMemo(() => ({ faculties, kinds: KINDS }), [faculties])
  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.users}</h1>
      <div className="ref-params">
        <div className="ref-param">
          <label htmlFor="ref-role">{t.chooseRole}</label>
          <LabelledDropdown
            label={t.chooseRole}
            inputId="ref-role"
            value={roleID}
            options={ROLE_OPTIONS}
            optionValue="id"
            optionLabel="name"
            filter
            onChange={(e) => setRoleID(e.value as number)}
          />
        </div>
        <div className="ref-check">
          <Checkbox inputId="ref-load-all" checked={loadAll} onChange={(e) => setLoadAll(Boolean(e.checked))} />
          <label htmlFor="ref-load-all">{t.loadAll}</label>
        </div>
      </div>
      <ResourceTable
        actor={actor}
        title={t.users}
        lists={lists}
        exportFileName="users"
        expand={{ single: true, render: (row, detail) => <Roles row={row} detail={detail} /> }}
      />
    </div>
  )
}

export default function UsersScreen() {
  return <Users />
}
