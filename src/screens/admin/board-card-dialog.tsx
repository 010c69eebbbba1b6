import { useMemo, type ReactNode } from 'react'
import { Dialog } from '@/ui/dialog'
import { cardFormSchema, type BoardCard, type BoardColumn, type BoardMember, type CardForm } from '@/api/boards'
import { CARD_DESCRIPTION_MAX, CARD_TITLE_MAX } from '@/lib/constants/boards'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SelectField } from '@/ui/form/select-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { boardsTexts as t } from '@/texts/ru/boards'

export interface CardDialogProps {
  /** The card being edited, or null for a new card in `columnID`. */
  card: BoardCard | null
  columnID: number
  columns: readonly BoardColumn[]
  members: readonly BoardMember[]
  busy: boolean
  readOnly: boolean
  error: string | null
  onSave: (values: CardForm) => void
  onClose: () => void
  /** The card's labels, checklist, comments and files (an existing card only). */
  children?: ReactNode
}

/** The card's dialog: title, plain-text description, column, assignee and due date (react-hook-form). */
export function CardDialog(props: CardDialogProps) {
  const { card } = props
  const defaultValues = useMemo(
    () => ({
      title: card?.title ?? '',
      description: card?.description ?? '',
      columnID: card?.columnID ?? props.columnID,
      assigneeID: card?.assigneeID ?? null,
      due: card?.due ?? null,
    }),
    [card, props.columnID],
  )
  const form = useAppForm(cardFormSchema, { defaultValues })
  const columnOptions = props.columns.map((c) => ({ value: c.id, label: c.name }))
  const memberOptions = props.members.map((m) => ({ value: m.userID, label: m.fio }))
  return (
    <Dialog
      visible
      header={card ? `${t.cardEdit}: ${card.title}` : t.cardNew}
      onHide={props.onClose}
      className="boards-dialog"
    >
      <AppForm
        form={form}
        busy={props.busy}
        readOnly={props.readOnly}
        error={props.error}
        className="boards-form"
        onSubmit={props.onSave}
      >
        <TextField name="title" label={t.cardTitle} required maxLength={CARD_TITLE_MAX} />
        <TextAreaField name="description" label={t.cardDescription} rows={4} maxLength={CARD_DESCRIPTION_MAX} />
        <SelectField name="columnID" label={t.cardColumn} options={columnOptions} required />
        <SelectField name="assigneeID" label={t.cardAssignee} options={memberOptions} placeholder={t.noAssignee} />
        <DateFormField name="due" label={t.cardDue} />
        {props.readOnly ? null : <SubmitButton label={t.cardSave} icon="pi pi-check" />}
      </AppForm>
      {props.children}
    </Dialog>
  )
}
