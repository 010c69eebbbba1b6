import { useId, useMemo, useRef, useState } from 'react'
import { useController } from 'react-hook-form'
import { InputTextarea } from 'primereact/inputtextarea'
import { markdownToHtml } from '@/lib/markdown'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { mailTexts as t } from '@/texts/ru/mail'
import { setBlock, wrap, type Edit } from './markdown-edit'

const BLOCKS = [
  { block: 0 as const, label: t.paragraph, text: '¶' },
  { block: 1 as const, label: t.header(1), text: 'H1' },
  { block: 2 as const, label: t.header(2), text: 'H2' },
  { block: 3 as const, label: t.header(3), text: 'H3' },
  { block: 4 as const, label: t.header(4), text: 'H4' },
  { block: 5 as const, label: t.header(5), text: 'H5' },
]

/**
 * The body editor: a markdown textarea with a toolbar (paragraph, headers 1–5, bold, italic, lists) and
 * a preview. Max length from the schema column 'ТекстСообщение'; at the limit no further input is taken.
 * The text is the compose form's `markdown` value (react-hook-form).
 */
export function BodyEditor({ max }: { max: number }) {
  const id = useId()
  const area = useRef<HTMLTextAreaElement | null>(null)
  const { field } = useController({ name: 'markdown' })
  const value = (field.value as string | undefined) ?? ''
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  const full = value.length >= max
  // The preview is rendered and sanitised once per text, not on every re-render of the form.
  const preview = useMemo(
    () => (tab === 'preview' && value.trim() ? sanitizeHtml(markdownToHtml(value)) : ''),
    [tab, value],
  )

  const apply = (change: (edit: Edit) => Edit) => {
    const el = area.current
    if (!el) return
    const next = change({ value, start: el.selectionStart, end: el.selectionEnd })
    if (next.value.length > max) return
    field.onChange(next.value)
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(next.start, next.end)
    })
  }

  return (
    <div className="mail-field">
      <span className="mail-label" id={`${id}-label`}>
        {t.body}
      </span>
      <div className="mail-editor-bar">
        <div role="toolbar" aria-label={t.editorToolbar} className="mail-toolbar">
          {BLOCKS.map((b) => (
            <button
              key={b.text}
              type="button"
              className="mail-tool"
              title={b.label}
              disabled={tab !== 'write'}
              onClick={() => apply((e) => setBlock(e, b.block))}
            >
              <span aria-hidden>{b.text}</span>
              <span className="sr-only">{b.label}</span>
            </button>
          ))}
          <button
            type="button"
            className="mail-tool"
            title={t.bold}
            disabled={tab !== 'write'}
            onClick={() => apply((e) => wrap(e, '**'))}
          >
            <b aria-hidden>Ж</b>
            <span className="sr-only">{t.bold}</span>
          </button>
          <button
            type="button"
            className="mail-tool"
            title={t.italic}
            disabled={tab !== 'write'}
            onClick={() => apply((e) => wrap(e, '*'))}
          >
            <i aria-hidden>К</i>
            <span className="sr-only">{t.italic}</span>
          </button>
          <button
            type="button"
            className="mail-tool"
            aria-label={t.bulletList}
            title={t.bulletList}
            disabled={tab !== 'write'}
            onClick={() => apply((e) => setBlock(e, 'ul'))}
          >
            <span className="pi pi-list" aria-hidden />
          </button>
          <button
            type="button"
            className="mail-tool"
            title={t.numberedList}
            disabled={tab !== 'write'}
            onClick={() => apply((e) => setBlock(e, 'ol'))}
          >
            <span aria-hidden>1.</span>
            <span className="sr-only">{t.numberedList}</span>
          </button>
        </div>
        <div className="mail-tabs" role="group">
          <button type="button" className="mail-tab" aria-pressed={tab === 'write'} onClick={() => setTab('write')}>
            {t.write_}
          </button>
          <button type="button" className="mail-tab" aria-pressed={tab === 'preview'} onClick={() => setTab('preview')}>
            {t.preview_}
          </button>
        </div>
      </div>
      {tab === 'write' ? (
        <InputTextarea
          ref={(element) => {
            area.current = element
            field.ref(element)
          }}
          id={`${id}-body`}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-count`}
          className="mail-body-input"
          rows={8}
          value={value}
          maxLength={max}
          autoResize={false}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      ) : (
        <div className="mail-preview mail-html" aria-labelledby={`${id}-label`} role="region">
          {value.trim() ? (
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className="mail-muted">{t.previewEmpty}</p>
          )}
        </div>
      )}
      <small id={`${id}-count`} className={full ? 'mail-field-error' : 'mail-muted'} aria-live="polite">
        {t.bodyCounter(value.length, max)}
        {full && ` — ${t.bodyLimit}`}
      </small>
    </div>
  )
}
