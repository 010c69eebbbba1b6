import { useMemo, useState } from 'react'
import { Button } from 'primereact/button'
import { auditFilterSchema, type AuditFilter } from '@/api/admin'
import { auditAreasResource, auditResource, auditUsersResource } from '@/api/admin-resources'
import { useResource, useResourceRows } from '@/kit/use-resource'
import { ResourceTable } from '@/kit/resource-table'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { adminTexts as t } from '@/texts/ru/admin'
import './admin.css'

const NO_FILTER: AuditFilter = { userID: null, area: null, from: null, to: null }

/**
 * /Admin/Audit: every write of the demo backend with who and when (GET /Admin/Audit?userID&area&from&to),
 * filtered by person, area and period on the server; the kit's table sorts, searches, pages and exports.
 */
export default function AuditScreen() {
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER)
  const actor = useResource(auditResource, filter)
  const users = useResourceRows(auditUsersResource)
  const areas = useResourceRows(auditAreasResource)
  const userOptions = useMemo(() => users.map((u) => ({ value: Number(u.id), label: String(u.name) })), [users])
  const areaOptions = useMemo(() => areas.map((a) => ({ value: String(a.id), label: String(a.name) })), [areas])
  const form = useAppForm(auditFilterSchema, { defaultValues: NO_FILTER })
  const reset = () => {
    form.reset(NO_FILTER)
    setFilter(NO_FILTER)
  }
  return (
    <div className="page page-wide rk-page admin-page">
      <h1>{t.auditTitle}</h1>
      <p className="admin-intro">{t.auditIntro}</p>
      <AppForm
        form={form}
        onSubmit={(values) => setFilter({ ...NO_FILTER, ...values })}
        className="admin-audit-filters"
      >
        <SelectField name="userID" label={t.auditUser} options={userOptions} placeholder={t.auditAny} filter />
        <SelectField name="area" label={t.auditArea} options={areaOptions} placeholder={t.auditAny} />
        <DateFormField name="from" label={t.auditFrom} />
        <DateFormField name="to" label={t.auditTo} />
        <div className="admin-audit-actions">
          <SubmitButton label={t.auditApply} icon="pi pi-filter" />
          <Button type="button" label={t.auditReset} icon="pi pi-filter-slash" outlined onClick={reset} />
        </div>
      </AppForm>
      <ResourceTable actor={actor} title={t.auditTitle} exportFileName="audit" />
    </div>
  )
}
