import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { tableTexts as t } from '@/texts/ru/table'
import { shownValue } from './pipeline'
import type { ColumnAction, Lists, Row, Slots, TableColumn } from './types'
import { fileNameOf, isPreviewable } from '@/lib/files'

/** Only web, relative and mail links are followed; anything else (javascript:, data:) is shown as text. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim()
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed
  if (/^[/.#?]/.test(trimmed) && !/^\/\//.test(trimmed)) return trimmed
  return null
}

/** '/Admin/List/{id}' with the row's fields; without a template the cell value itself. */
export function fillUrl<R extends Row>(column: TableColumn<R>, row: R): string {
  if (!column.url) return String(row[column.value] ?? '')
  return column.url.replace(/\{(\w+)\}/g, (_, key: string) => {
    try {
      return encodeURIComponent(String(row[key] ?? ''))
    } catch {
      return '' // a lone surrogate cannot be put in a URL
    }
  })
}

export interface CellContext<R extends Row> {
  lists: Lists
  slots: Slots<R>
  onAction?: (action: string, row: R) => void
  onCellChange?: (row: R, column: string, value: string) => void
  onPreview: (url: string, name: string) => void
  rowLabel: (row: R) => string
  busy?: boolean
}

function actionVisible<R extends Row>(action: ColumnAction<R>, row: R): boolean {
  if (action.visible === undefined) return true
  return typeof action.visible === 'function' ? action.visible(row) : action.visible
}

const SEVERITY = {
  primary: undefined,
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  info: 'info',
  muted: 'secondary',
} as const

/** One cell by the column's type (spec 2 §3 "Table column definition"). Values are React text. */
export function Cell<R extends Row>({
  column,
  row,
  ctx,
}: {
  column: TableColumn<R>
  row: R
  ctx: CellContext<R>
}): ReactNode {
  const raw = row[column.value]
  const type = column.type ?? 'plain'
  if (column.nameSlot && type !== 'anchor-link' && ctx.slots[column.nameSlot]) return ctx.slots[column.nameSlot](row)
  switch (type) {
    case 'image-avatar':
    case 'image': {
      const src = typeof raw === 'string' ? safeUrl(raw) : null
      if (!src) return null
      return (
        <img
          className={type === 'image-avatar' ? 'dt-avatar' : 'dt-image'}
          src={src}
          alt={t.avatarOf(ctx.rowLabel(row))}
          loading="lazy"
        />
      )
    }
    case 'text-input':
      return (
        <InputText
          className="p-inputtext-sm dt-cell-input"
          value={String(raw ?? '')}
          aria-label={`${column.text}: ${ctx.rowLabel(row)}`}
          onChange={(e) => ctx.onCellChange?.(row, column.value, e.target.value)}
        />
      )
    case 'file': {
      const path = typeof raw === 'string' ? raw : ''
      if (!path) return <span className="dt-muted">{t.noFile}</span>
      const url = safeUrl(path)
      const name = fileNameOf(path)
      return (
        <span className="dt-file">
          {url ? (
            <a href={url} download={name} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
          ) : (
            <span>{name}</span>
          )}
          {url && isPreviewable(path) && (
            <Button
              type="button"
              icon="pi pi-eye"
              text
              rounded
              size="small"
              aria-label={`${t.preview}: ${name}`}
              onClick={() => ctx.onPreview(url, name)}
            />
          )}
        </span>
      )
    }
    case 'anchor-link': {
      const text = shownValue(column, row, ctx.lists)
      if (column.typeURL === 'slotLink')
        return column.nameSlot && ctx.slots[column.nameSlot] ? ctx.slots[column.nameSlot](row) : text
      const url = safeUrl(fillUrl(column, row))
      if (!url) return text
      if (column.typeURL === 'router') return <Link href={url}>{text}</Link>
      return (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      )
    }
    case 'boolean':
      return (
        <span className={raw ? 'dt-bool dt-bool-yes' : 'dt-bool dt-bool-no'}>
          <i className={raw ? 'pi pi-check' : 'pi pi-minus'} aria-hidden />
          <span className="sr-only">{shownValue(column, row, ctx.lists)}</span>
        </span>
      )
    case 'action-buttons':
      return (
        <span className="dt-actions">
          {(column.actions ?? [])
            .filter((a) => actionVisible(a, row))
            .map((a) => (
              <Button
                key={a.typeAction}
                type="button"
                size="small"
                disabled={ctx.busy}
                text={a.type === 'icon'}
                rounded={a.type === 'icon'}
                outlined={a.type === 'button'}
                severity={a.color ? SEVERITY[a.color] : undefined}
                icon={a.icon}
                label={a.type === 'button' ? a.text : undefined}
                aria-label={`${a.text}: ${ctx.rowLabel(row)}`}
                title={a.text}
                onClick={() => ctx.onAction?.(a.typeAction, row)}
              />
            ))}
        </span>
      )
    default: {
      const text = shownValue(column, row, ctx.lists)
      const tone = column.stringColorItem?.[text]
      return tone ? <span className={`dt-tag dt-tone-${tone}`}>{text}</span> : text
    }
  }
}
