import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { DataTable, TABLE_MOBILE_BREAKPOINT, type Lists, type Row, type TableColumn } from '@/ui/data-table'
import { machineFor, resources, type ResourceName } from '@/machines/reference/reference.actors'
import type { Params } from '@/machines/reference/reference-crud.machine'
import { selectDeleting, selectDetails, selectDialog, selectDialogError, selectLoadError, selectLoading, selectNotice, selectRows, selectSaving } from '@/machines/reference/reference-crud.selectors'
import { referenceTexts as t } from '@/texts/ru/reference'

export type ReferenceActor = ReturnType<typeof useReferenceActor>

/** A running reference-table machine for a resource; changed `params` reload it. */
export function useReferenceActor(name: ResourceName, params: Params = {}) {
  const machine = useMemo(() => machineFor(resources[name]), [name])
  const ref = useActorRef(machine, { input: { key: resources[name].key, params } })
  const paramsKey = JSON.stringify(params)
  const sent = useRef(paramsKey)
  useEffect(() => {
    if (paramsKey === sent.current) return
    sent.current = paramsKey
    ref.send({ type: 'PARAMS', params: JSON.parse(paramsKey) as Params })
  }, [paramsKey, ref])
  return ref
}

/** The rows of a lookup table (for selects and lists). */
export function useLookup(name: ResourceName): Row[] {
  const ref = useReferenceActor(name)
  return useSelector(ref, selectRows)
}

export interface ReferenceTableProps {
  actor: ReferenceActor
  title: string
  columns: TableColumn[]
  lists?: Lists
  canCreate?: boolean
  canEdit?: boolean
  canDelete?: boolean
  exportFileName?: string
  toolbar?: ReactNode
  expand?: { render: (row: Row, detail: unknown) => ReactNode; single?: boolean }
  groupBy?: string
  sortBy?: string
  /** Whether the dialog may be opened now (e.g. a publication type is chosen). */
  createDisabled?: boolean
}

/** A reference table: the DataTable over a CRUD machine, with delete confirmation and notices. */
export function ReferenceTable(props: ReferenceTableProps) {
  const { actor } = props
  const rows = useSelector(actor, selectRows)
  const loading = useSelector(actor, selectLoading)
  const loadError = useSelector(actor, selectLoadError)
  const notice = useSelector(actor, selectNotice)
  const deleting = useSelector(actor, selectDeleting)
  const dialog = useSelector(actor, selectDialog)
  const saving = useSelector(actor, selectSaving)
  const dialogError = useSelector(actor, selectDialogError)
  const details = useSelector(actor, selectDetails)
  const [confirm, setConfirm] = useState<Row | null>(null)
  const keyField = actor.getSnapshot().context.key

  const columns = useMemo(() => {
    const actions = [
      ...(props.canEdit ? [{ type: 'icon' as const, text: t.edit, icon: 'pi pi-pencil', typeAction: 'edit' }] : []),
      ...(props.canDelete ? [{ type: 'icon' as const, text: t.remove, icon: 'pi pi-trash', color: 'danger' as const, typeAction: 'delete' }] : []),
    ]
    return actions.length ? [...props.columns, { value: '__actions', text: t.colActions, type: 'action-buttons' as const, actions, align: 'right' as const, width: '7rem' }] : props.columns
  }, [props.columns, props.canEdit, props.canDelete])

  const nameOf = (row: Row) => String(row.name ?? row.fio ?? row[keyField])
  const expand = props.expand
    ? {
        single: props.expand.single ?? true,
        onDetail: (row: Row) => actor.send({ type: 'DETAIL', row }),
        render: (row: Row) => props.expand!.render(row, details[String(row[keyField])]),
      }
    : undefined

  return (
    <div className="ref-table">
      {notice && (
        <div className={`ref-notice ref-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <i className={`pi ${notice.kind === 'error' ? 'pi-times-circle' : 'pi-check'}`} aria-hidden />
          <span className="ref-notice-text">{notice.text}</span>
          <Button type="button" icon="pi pi-times" text rounded size="small" aria-label={t.dismiss} onClick={() => actor.send({ type: 'DISMISS' })} />
        </div>
      )}
      {loadError ? (
        <div className="ref-load-error ref-notice-error" role="alert">
          <i className="pi pi-times-circle" aria-hidden />
          <span className="ref-notice-text">{`${t.loadFailed}: ${loadError}`}</span>
          <Button type="button" label={t.retry} icon="pi pi-refresh" outlined size="small" onClick={() => actor.send({ type: 'RELOAD' })} />
        </div>
      ) : (
        <DataTable
          title={props.title}
          dataSource={rows}
          headers={columns}
          itemKey={keyField}
          lists={props.lists}
          loading={loading}
          filters
          search
          pagination={{ sortBy: props.sortBy ?? null, rowsPerPage: 20 }}
          mobileBreakpoint={TABLE_MOBILE_BREAKPOINT}
          exportFileName={props.exportFileName}
          toolbar={props.toolbar}
          busy={deleting}
          groupBy={props.groupBy}
          onCreate={props.canCreate && !props.createDisabled ? () => actor.send({ type: 'CREATE' }) : undefined}
          onAction={(action, row) => {
            if (action === 'edit') actor.send({ type: 'EDIT', row })
            if (action === 'delete') setConfirm(row)
          }}
          dialog={dialog ? { mode: dialog.mode, row: dialog.row, saving, error: dialogError } : null}
          onDialogSave={(values) => actor.send({ type: 'SAVE', values })}
          onDialogClose={() => actor.send({ type: 'CLOSE' })}
          expand={expand}
        />
      )}
      {confirm && (
        <Dialog
          visible
          header={t.remove}
          onHide={() => setConfirm(null)}
          style={{ width: 'min(95vw, 26rem)' }}
          modal
          draggable={false}
          footer={
            <div className="dt-dialog-footer">
              <Button type="button" label={t.no} text onClick={() => setConfirm(null)} autoFocus />
              <Button
                type="button"
                label={t.yes}
                severity="danger"
                onClick={() => {
                  actor.send({ type: 'DELETE', row: confirm })
                  setConfirm(null)
                }}
              />
            </div>
          }
        >
          <p>{t.confirmRemove(nameOf(confirm))}</p>
        </Dialog>
      )}
    </div>
  )
}
