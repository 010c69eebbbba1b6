import { Button } from 'primereact/button'
import type { DefaultValues } from 'react-hook-form'
import type * as v from 'valibot'
import { AppForm, useAppForm } from './app-form'
import { TextAreaField } from './text-area-field'
import { SubmitButton } from './submit-button'

type TextRecord<N extends string> = { [K in N]: string }

export interface ReasonFormProps<N extends string> {
  /** The area's schema of this one text (from `src/api`, shared with the mock handler). */
  schema: v.GenericSchema<TextRecord<N>, TextRecord<N>>
  name: N
  /** Accessible name of the form. */
  label?: string
  fieldLabel: string
  maxLength: number
  rows?: number
  submitLabel: string
  submitIcon?: string
  cancelLabel: string
  busy?: boolean
  error?: string | null
  onSubmit: (text: string) => void
  onCancel: () => void
}

/**
 * One required text and «send / cancel»: a refusal with its reason, a return with a remark. The text must
 * have a visible character (the schema says so); what was typed stays after a refusal from the server.
 */
export function ReasonForm<N extends string>(props: ReasonFormProps<N>) {
  const { schema, name } = props
  const form = useAppForm(schema, { defaultValues: { [name]: '' } as DefaultValues<TextRecord<N>> })
  return (
    <AppForm
      form={form}
      busy={props.busy}
      error={props.error}
      label={props.label}
      onSubmit={(values) => props.onSubmit((values as TextRecord<N>)[name])}
    >
      <TextAreaField name={name} label={props.fieldLabel} required rows={props.rows ?? 3} maxLength={props.maxLength} />
      <div className="app-form-actions">
        <SubmitButton label={props.submitLabel} icon={props.submitIcon} />
        <Button type="button" label={props.cancelLabel} outlined onClick={props.onCancel} />
      </div>
    </AppForm>
  )
}
