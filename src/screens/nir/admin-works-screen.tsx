import { useEffect, useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { adminWorksMachine } from '@/machines/nir/admin-works.machine'
import {
  selectDialogError,
  selectEditedWork,
  selectError,
  selectLoading,
  selectSavedSeq,
  selectSaving,
  selectStatuses,
  selectWorks,
} from '@/machines/nir/admin-works.selectors'
import type { AdminEdit, AdminWork } from '@/api/nir-admin'
import { NIR_NAME_MAX } from '@/lib/constants/nir'
import { DataTable, type TableColumn } from '@/ui/data-table'
import type { Slots } from '@/ui/data-table/types'
import { notify } from '@/ui/notifier'
import { nirAdminTexts } from '@/texts/ru/nir-admin'
import { AdminLoadFailure, adminErrorText } from './admin-error'
import './nir.css'

const t = nirAdminTexts.works

const HEADERS: TableColumn<AdminWork>[] = [
  { value: 'workID', text: t.colID, hiddenForm: true, width: 80 },
  { value: 'name', text: t.colName, nameSlot: 'name', required: true, maxLength: NIR_NAME_MAX },
  { value: 'typeName', text: t.colType, filteredData: true, hiddenForm: true },
  { value: 'year', text: t.colYear, filteredData: true, isNumber: true, required: true },
  { value: 'authors', text: t.colAuthors, hiddenForm: true },
  { value: 'status', text: t.colStatus, filteredData: true, listName: 'statuses', required: true },
  { value: 'points', text: t.colPoints, nameSlot: 'points', hiddenForm: true, align: 'right' },
  {
    value: 'actions',
    text: t.colActions,
    type: 'action-buttons',
    actions: [{ type: 'button', text: t.edit, typeAction: 'edit', color: 'primary' }],
  },
]

const SLOTS: Slots<AdminWork> = {
  name: (w) => (
    <Link href={`/nir/${w.typeID}/${w.workID}`} title={t.openEditor}>
      {w.name}
    </Link>
  ),
  points: (w) => (w.points === null ? <span className="muted">{t.notCounted}</span> : w.points),
}

/**
 * /Admin/ListWorksAdmin and /listWorksAdmin (spec 1 §2 Admin; the spec tells the two apart nowhere, so both
 * show this screen): every work of the university in the shared DataTable (search, filters by type, year
 * and status, xlsx). The research admin corrects a work's name, year and status here (spec 2 §7 «POST same
 * path with workID, work»); the work's name opens the full editor, where the admin may edit any work.
 */
export default function AdminWorksScreen() {
  const actor = useActorRef(adminWorksMachine)
  const loading = useSelector(actor, selectLoading)
  const error = useSelector(actor, selectError)
  const works = useSelector(actor, selectWorks)
  const statuses = useSelector(actor, selectStatuses)
  const edited = useSelector(actor, selectEditedWork)
  const saving = useSelector(actor, selectSaving)
  const dialogError = useSelector(actor, selectDialogError)
  const savedSeq = useSelector(actor, selectSavedSeq)
  const lists = useMemo(() => ({ statuses }), [statuses])
  const seen = useRef(0)
  useEffect(() => {
    if (savedSeq > seen.current) {
      seen.current = savedSeq
      notify.info(t.saved)
    }
  }, [savedSeq])

  return (
    <div className="page page-wide nir-page">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {error ? (
        <AdminLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
      ) : (
        <DataTable
          title={t.title}
          dataSource={works}
          headers={HEADERS}
          itemKey="workID"
          lists={lists}
          slots={SLOTS}
          filters
          search
          loading={loading}
          pagination={{ sortBy: 'workID', descending: true, rowsPerPage: 20 }}
          exportFileName="vse-raboty"
          onAction={(_, row) => actor.send({ type: 'edit.open', workID: row.workID })}
          dialog={edited ? { mode: 'edit', row: edited, saving, error: adminErrorText(dialogError) } : null}
          dialogTitle={edited ? `${t.dialogTitle} №${edited.workID}` : t.dialogTitle}
          onDialogSave={(values) => actor.send({ type: 'edit.save', work: values as AdminEdit['work'] })}
          onDialogClose={() => actor.send({ type: 'edit.close' })}
        />
      )}
    </div>
  )
}
