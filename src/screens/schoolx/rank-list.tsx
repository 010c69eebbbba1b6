import { useRef, useState, type PointerEvent } from 'react'
import { Button } from 'primereact/button'
import { schoolxTexts } from '@/texts/ru/schoolx'

const t = schoolxTexts.modules.priority

export interface RankItem {
  id: number
  name: string
  note?: string
}

/** The index a dragged item lands on: before the first item whose middle is below the pointer, else the last. */
export function dropIndex(rects: readonly { top: number; height: number }[], y: number): number {
  const at = rects.findIndex((r) => y < r.top + r.height / 2)
  return at < 0 ? Math.max(0, rects.length - 1) : at
}

/**
 * An ordered list the user reorders by dragging the handle (mouse, pen or finger: pointer events) or by
 * the «Выше» / «Ниже» buttons (keyboard). It only reports `onMove(id, to)`; the order is the caller's.
 * The button at an edge stays focusable (aria-disabled) so the focus never falls off the list.
 */
export function RankList(props: {
  items: readonly RankItem[]
  label: string
  editable: boolean
  onMove: (id: number, to: number) => void
}) {
  const { items, editable, onMove } = props
  const listRef = useRef<HTMLOListElement>(null)
  const [drag, setDrag] = useState<{ id: number; over: number } | null>(null)
  const overAt = (y: number) =>
    dropIndex(
      [...(listRef.current?.children ?? [])].map((li) => li.getBoundingClientRect()),
      y,
    )
  const handlers = (id: number, index: number) => ({
    onPointerDown: (e: PointerEvent<HTMLSpanElement>) => {
      e.currentTarget.setPointerCapture?.(e.pointerId)
      setDrag({ id, over: index })
    },
    onPointerMove: (e: PointerEvent<HTMLSpanElement>) => {
      if (drag?.id === id) setDrag({ id, over: overAt(e.clientY) })
    },
    onPointerUp: () => {
      if (drag?.id === id && drag.over !== index) onMove(id, drag.over)
      setDrag(null)
    },
    onPointerCancel: () => setDrag(null),
  })
  return (
    <ol ref={listRef} className="schoolx-rank" aria-label={props.label}>
      {items.map((item, index) => (
        <li
          key={item.id}
          className={drag?.id === item.id ? 'is-dragged' : drag && drag.over === index ? 'is-drop-target' : undefined}
        >
          <span className="schoolx-rank-place" aria-hidden="true">
            {t.rank(index + 1)}
          </span>
          {editable && (
            <span
              className="schoolx-rank-handle pi pi-bars"
              aria-hidden="true"
              title={t.dragLabel(item.name)}
              {...handlers(item.id, index)}
            />
          )}
          <span className="schoolx-rank-text">
            <span className="schoolx-rank-name">{item.name}</span>
            {item.note && <span className="schoolx-rank-note">{item.note}</span>}
          </span>
          {editable && (
            <span className="schoolx-rank-buttons">
              <Button
                type="button"
                icon="pi pi-arrow-up"
                label={t.up}
                text
                size="small"
                aria-label={t.upLabel(item.name)}
                aria-disabled={index === 0 || undefined}
                onClick={() => index > 0 && onMove(item.id, index - 1)}
              />
              <Button
                type="button"
                icon="pi pi-arrow-down"
                label={t.down}
                text
                size="small"
                aria-label={t.downLabel(item.name)}
                aria-disabled={index === items.length - 1 || undefined}
                onClick={() => index < items.length - 1 && onMove(item.id, index + 1)}
              />
            </span>
          )}
        </li>
      ))}
    </ol>
  )
}
