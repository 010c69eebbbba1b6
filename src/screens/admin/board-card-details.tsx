import type { ReactNode } from 'react'
import type * as v from 'valibot'
import { Checkbox } from 'primereact/checkbox'
import type { BoardCard, BoardLabel } from '@/api/boards'
import {
  cardLabelsSchema,
  checklistItemFormSchema,
  commentFormSchema,
  fileFormSchema,
  labelFormSchema,
  type BoardChange,
} from '@/api/boards-changes'
import {
  BOARD_LABEL_COLORS,
  BOARD_LABEL_NAME_MAX,
  CARD_COMMENT_MAX,
  CARD_FILE_TYPES,
  CHECKLIST_ITEM_MAX,
} from '@/lib/constants/boards'
import { formatFileSize } from '@/lib/file-size'
import type { BoardFailure } from '@/machines/admin/board.machine'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SelectField } from '@/ui/form/select-field'
import { MultiSelectField } from '@/ui/form/multi-select-field'
import { FileField } from '@/ui/form/file-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { boardsTexts as t } from '@/texts/ru/boards'
import { boardFailureText } from './boards-texts'
import { LabelChip } from './board-label-chip'

type Kind = BoardChange['kind']

export interface CardDetailsProps {
  card: BoardCard
  labels: readonly BoardLabel[]
  readOnly: boolean
  /** The change being stored (its form waits). */
  changing: Kind | null
  failure: { kind: Kind | null; failure: BoardFailure } | null
  /** Stored changes per kind: a form remounts empty after its own change was stored. */
  stored: Partial<Record<Kind, number>>
  onChange: (change: BoardChange) => void
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' })

/** A titled part of the card's dialog. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="boards-part" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  )
}

/**
 * One small form of the dialog with its own react-hook-form: the dialog remounts it (key) after its
 * change was stored, so it is empty again; a refusal keeps what was typed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any valibot schema, as useAppForm takes
function ChangeForm<S extends v.GenericSchema<any, any>>(props: {
  schema: S
  defaultValues: v.InferInput<S>
  busy: boolean
  error: string | null
  className?: string
  onSubmit: (values: v.InferOutput<S>) => void
  children: ReactNode
}) {
  const form = useAppForm(props.schema, { defaultValues: props.defaultValues as never })
  return (
    <AppForm form={form} busy={props.busy} error={props.error} className={props.className} onSubmit={props.onSubmit}>
      {props.children}
    </AppForm>
  )
}

/** The card's labels, checklist, comments and files (each change is stored at once and reaches the other members). */
export function CardDetails(props: CardDetailsProps) {
  const { card, labels, readOnly, changing, stored, onChange } = props
  const errorOf = (...kinds: Kind[]) =>
    props.failure && props.failure.kind && kinds.includes(props.failure.kind)
      ? boardFailureText(props.failure.failure, t.changeFailed)
      : null
  const done = card.checklist.filter((i) => i.done).length
  const p = `card-${card.id}`
  return (
    <div className="boards-details">
      <Part id={`${p}-labels`} title={t.labels}>
        {labels.length === 0 ? <p>{t.noLabels}</p> : null}
        {labels.length && !readOnly ? (
          <ChangeForm
            key={`labels-${card.labelIDs.join('-')}`}
            schema={cardLabelsSchema}
            defaultValues={{ labelIDs: card.labelIDs }}
            busy={changing === 'card.labels'}
            error={errorOf('card.labels')}
            onSubmit={(v) => onChange({ kind: 'card.labels', cardID: card.id, labelIDs: v.labelIDs })}
          >
            <MultiSelectField
              name="labelIDs"
              label={t.cardLabels}
              options={labels.map((l) => ({ value: l.id, label: l.name }))}
            />
            <SubmitButton label={t.cardLabelsSave} />
          </ChangeForm>
        ) : (
          <p className="boards-labels">
            {labels
              .filter((l) => card.labelIDs.includes(l.id))
              .map((l) => (
                <LabelChip key={l.id} label={l} />
              ))}
          </p>
        )}
        {readOnly ? null : (
          <ChangeForm
            key={`label-${stored['label.create'] ?? 0}`}
            schema={labelFormSchema}
            defaultValues={{ name: '', color: 'green' }}
            busy={changing === 'label.create'}
            error={errorOf('label.create')}
            className="boards-inline-form"
            onSubmit={(values) => onChange({ kind: 'label.create', values })}
          >
            <TextField name="name" label={t.labelName} required maxLength={BOARD_LABEL_NAME_MAX} />
            <SelectField
              name="color"
              label={t.labelColor}
              required
              options={BOARD_LABEL_COLORS.map((c) => ({ value: c, label: t.labelColors[c] }))}
            />
            <SubmitButton label={t.labelCreate} icon="pi pi-tag" />
          </ChangeForm>
        )}
      </Part>

      <Part id={`${p}-checklist`} title={t.checklist}>
        <p>{card.checklist.length ? t.checklistDone(done, card.checklist.length) : t.checklistEmpty}</p>
        {card.checklist.length ? (
          <ul className="boards-checklist">
            {card.checklist.map((i) => (
              <li key={i.id}>
                <Checkbox
                  inputId={`checklist-item-${i.id}`}
                  checked={i.done}
                  disabled={readOnly || changing !== null}
                  onChange={(e) =>
                    onChange({ kind: 'checklist.toggle', cardID: card.id, itemID: i.id, done: Boolean(e.checked) })
                  }
                />{' '}
                <label htmlFor={`checklist-item-${i.id}`}>{i.text}</label>
              </li>
            ))}
          </ul>
        ) : null}
        {readOnly ? null : (
          <ChangeForm
            key={`item-${stored['checklist.add'] ?? 0}`}
            schema={checklistItemFormSchema}
            defaultValues={{ text: '' }}
            busy={changing === 'checklist.add'}
            error={errorOf('checklist.add', 'checklist.toggle')}
            className="boards-inline-form"
            onSubmit={(v) => onChange({ kind: 'checklist.add', cardID: card.id, text: v.text })}
          >
            <TextField name="text" label={t.checklistItem} required maxLength={CHECKLIST_ITEM_MAX} />
            <SubmitButton label={t.checklistAdd} icon="pi pi-plus" />
          </ChangeForm>
        )}
      </Part>

      <Part id={`${p}-comments`} title={t.comments}>
        {card.comments.length ? (
          <ul className="boards-comments">
            {card.comments.map((c) => (
              <li key={c.id}>
                <p className="boards-comment-head">
                  <strong>{c.author}</strong> <time dateTime={c.created}>{when(c.created)}</time>
                </p>
                <p className="boards-comment-text">{c.text}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.commentsEmpty}</p>
        )}
        {readOnly ? null : (
          <ChangeForm
            key={`comment-${stored['comment.add'] ?? 0}`}
            schema={commentFormSchema}
            defaultValues={{ text: '' }}
            busy={changing === 'comment.add'}
            error={errorOf('comment.add')}
            onSubmit={(v) => onChange({ kind: 'comment.add', cardID: card.id, text: v.text })}
          >
            <TextAreaField name="text" label={t.commentText} required rows={3} maxLength={CARD_COMMENT_MAX} />
            <SubmitButton label={t.commentAdd} icon="pi pi-send" />
          </ChangeForm>
        )}
      </Part>

      <Part id={`${p}-files`} title={t.files}>
        {card.files.length ? (
          <ul className="boards-files">
            {card.files.map((f) => (
              <li key={f.id}>
                <i className="pi pi-file" aria-hidden="true" /> {f.name} ({formatFileSize(f.size)})
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.filesEmpty}</p>
        )}
        {readOnly ? null : (
          <ChangeForm
            key={`file-${stored['file.add'] ?? 0}`}
            schema={fileFormSchema}
            defaultValues={{ files: [] }}
            busy={changing === 'file.add'}
            error={errorOf('file.add')}
            onSubmit={(v) => onChange({ kind: 'file.add', cardID: card.id, file: v.files[0] })}
          >
            <FileField name="files" label={t.fileChoose} accept={CARD_FILE_TYPES.join(',')} hint={t.fileHint} />
            <SubmitButton label={t.fileAdd} icon="pi pi-paperclip" />
          </ChangeForm>
        )}
      </Part>
    </div>
  )
}
