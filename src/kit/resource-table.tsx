import { useMemo, useState, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { DataTable, TABLE_MOBILE_BREAKPOINT, type Lists, type Row, type TableColumn } from '@/ui/data-table'
import { canDo } from '@/lib/resource/define-resource'
import { RESOURCE_ROWS_PER_PAGE } from '@/lib/constants/resource'
import {
  selectDeleting,
  selectDetails,
  selectDialog,
  selectDialogError,
  selectLoadError,
  selectLoading,
  selectNotice,
  selectResource,
  selectRows,
  selectSaving,
} from '@/machines/resource/resource.selectors'
import { selectRoles } from '@/machines/session/session.selectors'
import { SessionContext } from '@/hooks/session-context'
import { tableTexts as t } from '@/texts/ru/table'
import { dialogErrorText, failureText, noticeView } from './resource-texts'
import type { ResourceActor } from './use-resource'
import { lazy } from '@/lib/lazy'
import { LoadedPart } from '@/ui/on-demand'
import './resource.css'

// The removal question loads when first asked.
const Dialog = lazy(() => import('primereact/dialog').then((module) => ({ default: module.Dialog })))

export interface ResourceTableProps {
  /** The running machine (`useResource(declaration, params)`). */
  actor: ResourceActor
  title: string
  /** Option lists of the columns with `listName`. */
  lists?: Lists
  /** Other columns than the declaration's (e.g. a narrower embed). */
  columns?: readonly TableColumn[]
  /** Further limits on what the declaration's access allows the user (never widens it). */
  canCreate?: boolean
  canEdit?: boolean
  canDelete?: boolean
  /** Whether the dialog may be opened now (e.g. a parent record is chosen). */
  createDisabled?: boolean
  /** The xlsx file's name (default: the resource's name). */
  exportFileName?: string
  toolbar?: ReactNode
  /** A detail row per row; `detail` is what `endpoints.detail` answered (undefined while loading). */
  expand?: { render: (row: Row, detail: unknown) => ReactNode; single?: boolean }
  groupBy?: string
  sortBy?: string
}

/**
 * The kit's list of a resource: the DataTable (sort, filter row, layout-aware search, paging, xlsx) over
 * the resource machine, the create/edit dialog generated from the columns, delete with confirmation and
 * the notice line. What the user may do comes from the declaration's access and the session's roles:
 * without write rights the table is read-only.
 */
export function ResourceTable(props: ResourceTableProps) {
  const { actor } = props
  const resource = useSelector(actor, selectResource)
  const rows = useSelector(actor, selectRows)
  const loading = useSelector(actor, selectLoading)
  const loadError = useSelector(actor, selectLoadError)
  const notice = noticeView(useSelector(actor, selectNotice))
  const deleting = useSelector(actor, selectDeleting)
  const dialog = useSelector(actor, selectDialog)
  const saving = useSelector(actor, selectSaving)
  const dialogError = useSelector(actor, selectDialogError)
  const details = useSelector(actor, selectDetails)
  const roles = SessionContext.useSelector(selectRoles)
  const [confirm, setConfirm] = useState<Row | null>(null)
  const keyField = resource.key
  const may = {
    create: (props.canCreate ?? true) && canDo(resource, 'create', roles),
    edit: (props.canEdit ?? true) && canDo(resource, 'edit', roles),
    remove: (props.canDelete ?? true) && canDo(resource, 'remove', roles),
  }
  const baseColumns = props.columns ?? resource.columns

  const columns = useMemo(() => {
    const actions = [
      ...(may.edit ? [{ type: 'icon' as const, text: t.edit, icon: 'pi pi-pencil', typeAction: 'edit' }] : []),
      ...(may.remove
        ? [
            {
              type: 'icon' as const,
              text: t.remove,
              icon: 'pi pi-trash',
              color: 'danger' as const,
              typeAction: 'delete',
            },
          ]
        : []),
    ]
    return actions.length
      ? [
          ...baseColumns,
          {
            value: '__actions',
            text: t.colActions,
            type: 'action-buttons' as const,
            actions,
            align: 'right' as const,
            width: '7rem',
          },
        ]
      : [...baseColumns]
  }, [baseColumns, may.edit, may.remove])

  const nameOf = (row: Row) => String(row.name ?? row.fio ?? row[keyField])
  const expand = props.expand
    ? {
        single: props.expand.single ?? true,
        onDetail: (row: Row) => actor.send({ type: 'row.expand', row }),
        render: (row: Row) => props.expand!.render(row, details[String(row[keyField])]),
      }
    : undefined

  return (
    <div className="rk-table">
      {notice && (
        <div className={`rk-notice rk-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <i className={`pi ${notice.kind === 'error' ? 'pi-times-circle' : 'pi-check'}`} aria-hidden />
          <span className="rk-notice-text">{notice.text}</span>
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            size="small"
            aria-label={t.dismiss}
            onClick={() => actor.send({ type: 'notice.dismiss' })}
          />
        </div>
      )}
      {loadError ? (
        <div className="rk-load-error rk-notice-error" role="alert">
          <i className="pi pi-times-circle" aria-hidden />
          <span className="rk-notice-text">{`${t.loadFailed}: ${failureText(loadError)}`}</span>
          <Button
            type="button"
            label={t.retry}
            icon="pi pi-refresh"
            outlined
            size="small"
            onClick={() => actor.send({ type: 'list.reload' })}
          />
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
          pagination={{ sortBy: props.sortBy ?? resource.sortBy ?? null, rowsPerPage: RESOURCE_ROWS_PER_PAGE }}
          mobileBreakpoint={TABLE_MOBILE_BREAKPOINT}
          exportFileName={props.exportFileName ?? resource.name}
          toolbar={props.toolbar}
          busy={deleting}
          groupBy={props.groupBy}
          onCreate={may.create && !props.createDisabled ? () => actor.send({ type: 'row.create' }) : undefined}
          onAction={(action, row) => {
            if (action === 'edit') actor.send({ type: 'row.edit', row })
            if (action === 'delete') setConfirm(row)
          }}
          dialog={dialog ? { mode: dialog.mode, row: dialog.row, saving, error: dialogErrorText(dialogError) } : null}
          onDialogSave={(values) => actor.send({ type: 'dialog.submit', values })}
          onDialogClose={() => actor.send({ type: 'dialog.close' })}
          expand={expand}
        />
      )}
      <LoadedPart>
        {confirm && (
          <Dialog
            visible
            header={t.remove}
            onHide={() => setConfirm(null)}
            style={{ width: 'min(95vw, 26rem)' }}
            modal
            draggable={false}
            ariaCloseIconLabel={t.close}
            footer={
              <div className="dt-dialog-footer">
                <Button type="button" label={t.no} text onClick={() => setConfirm(null)} autoFocus />
                <Button
                  type="button"
                  label={t.yes}
                  severity="danger"
                  onClick={() => {
                    actor.send({ type: 'row.delete', row: confirm })
                    setConfirm(null)
                  }}
                />
              </div>
            }
          >
            <p>{t.confirmRemove(nameOf(confirm))}</p>
          </Dialog>
        )}
      </LoadedPart>
    </div>
  )
}
