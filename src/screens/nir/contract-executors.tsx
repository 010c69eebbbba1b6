import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from 'primereact/button'
import { leaderShare, type ContractFormInput, type ContractValues, type ExecutorOption } from '@/api/nir-contract'
import { CONTRACT_EXECUTORS_MAX } from '@/lib/constants/nir-contract'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import './contract.css'
import { NumberField } from '@/ui/form/number-field'
import { SelectField } from '@/ui/form/select-field'
import { FieldError } from '@/ui/form/field-error'

export type ContractFormApi = UseFormReturn<ContractFormInput, unknown, ContractValues>

/**
 * The executors of a contract work: the leader (share = 100 minus the others', spec 2 §4) and the
 * co-executors chosen among the university's teachers, each with a share above 0.
 */
export function ContractExecutors({
  form,
  leader,
  options,
}: {
  form: ContractFormApi
  leader: { userID: number; fio: string }
  options: ExecutorOption[]
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'executors' })
  const rows = useWatch({ control: form.control, name: 'executors' }) ?? []
  const share = leaderShare(rows)
  const errors = form.formState.errors.executors as { message?: string; root?: { message?: string } } | undefined
  const listError = errors?.message ?? errors?.root?.message
  const choices = options
    .filter((o) => o.userID !== leader.userID)
    .map((o) => ({ value: o.userID, label: o.structure ? `${o.fio} (${o.structure})` : o.fio }))
  return (
    <fieldset className="contract-executors-field">
      <legend>{t.executors}</legend>
      <p>
        {t.leader}: <strong>{leader.fio}</strong>.{' '}
        <span className={share <= 0 ? 'nir-share nir-share-error' : 'nir-share'} data-testid="leader-share">
          {t.leaderShare}: {share} %
        </span>
      </p>
      <p className="finnir-muted">{t.executorsHint}</p>
      {fields.length === 0 ? <p>{t.noExecutors}</p> : null}
      <ul className="nir-coauthors">
        {fields.map((row, index) => (
          <li key={row.id} className="nir-coauthor">
            <SelectField
              name={`executors.${index}.userID`}
              label={t.executor(index + 1)}
              options={choices}
              required
              filter
            />
            <NumberField
              name={`executors.${index}.share`}
              label={t.executorShare(index + 1)}
              required
              min={0}
              max={100}
            />
            <Button
              type="button"
              icon="pi pi-times"
              text
              severity="secondary"
              aria-label={t.removeExecutor(index + 1)}
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ul>
      {share <= 0 || listError ? (
        <div role="alert">
          <FieldError id="contract-executors-error" message={listError ?? t.leaderShareError} />
        </div>
      ) : null}
      <Button
        type="button"
        outlined
        icon="pi pi-user-plus"
        label={t.addExecutor}
        disabled={fields.length >= CONTRACT_EXECUTORS_MAX}
        onClick={() => append({ userID: null, share: 10 })}
      />
    </fieldset>
  )
}
