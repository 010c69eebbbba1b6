import type * as v from 'valibot'
import { Dialog } from '@/ui/dialog'
import { NIR_REMARK_MAX } from '@/lib/constants/nir'
import { ReasonForm } from '@/ui/form/reason-form'

type Remark = { remark: string }

export interface ReturnRemarkDialogProps {
  open: boolean
  header: string
  schema: v.GenericSchema<Remark, Remark>
  labels: { remark: string; send: string; cancel: string }
  busy: boolean
  error: string | null
  onSubmit: (remark: string) => void
  onCancel: () => void
}

/** Returning a work or a claim to its author: a dialog with the required remark (the publication list, UNICab). */
export function ReturnRemarkDialog(props: ReturnRemarkDialogProps) {
  return (
    <Dialog visible={props.open} header={props.header} onHide={props.onCancel} style={{ width: 'min(560px, 94vw)' }}>
      {props.open ? (
        <ReasonForm
          schema={props.schema}
          name="remark"
          fieldLabel={props.labels.remark}
          rows={4}
          maxLength={NIR_REMARK_MAX}
          submitLabel={props.labels.send}
          submitIcon="pi pi-send"
          cancelLabel={props.labels.cancel}
          busy={props.busy}
          error={props.error}
          onSubmit={props.onSubmit}
          onCancel={props.onCancel}
        />
      ) : null}
    </Dialog>
  )
}
