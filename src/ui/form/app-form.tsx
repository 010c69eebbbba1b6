import { createContext, useContext, useId, type ReactNode } from 'react'
import { FormProvider, useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { PlainErrorMessage } from '@/ui/plain/plain-message'
import './form.css'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any valibot schema; its input and output types are inferred
type AnySchema = v.GenericSchema<any, any>
type Input<S extends AnySchema> = v.InferInput<S> & FieldValues
type Output<S extends AnySchema> = v.InferOutput<S>

export type AppFormOptions<S extends AnySchema> = Omit<UseFormProps<Input<S>, unknown, Output<S>>, 'resolver'>

/**
 * react-hook-form with the valibot resolver: the form owns the field values, the schema (from `src/api`,
 * shared with the mock handlers) decides what is valid, and a submit hands over the parsed output.
 * Errors show once a field was left (`onTouched`) and then follow every change.
 */
export function useAppForm<S extends AnySchema>(
  schema: S,
  options: AppFormOptions<S> = {},
): UseFormReturn<Input<S>, unknown, Output<S>> {
  return useForm<Input<S>, unknown, Output<S>>({ mode: 'onTouched', ...options, resolver: valibotResolver(schema) })
}

interface FormFrame {
  /** Prefix of every field's id: two forms on one page never share ids. */
  idPrefix: string
  busy: boolean
  readOnly: boolean
}

const FormFrameContext = createContext<FormFrame>({ idPrefix: 'form', busy: false, readOnly: false })

/** The surrounding form's id prefix and busy/read-only state, for the field primitives. */
export const useFormFrame = () => useContext(FormFrameContext)

export interface AppFormProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>
  /** Receives the values parsed by the schema; the screen sends them to its machine in one event. */
  onSubmit: (values: TOut) => void
  /** A request is under way (the machine's `busy` tag): fields and buttons are disabled. */
  busy?: boolean
  readOnly?: boolean
  /** The server's refusal, shown above the fields; what the user typed stays. */
  error?: string | null
  id?: string
  className?: string
  /** Accessible name of the form when the page has several. */
  label?: string
  children: ReactNode
}

/** A form of the portal: `<form noValidate>` with a fieldset that disables everything while busy or read-only. */
export function AppForm<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  busy = false,
  readOnly = false,
  error,
  id,
  className,
  label,
  children,
}: AppFormProps<TIn, TOut>) {
  const autoId = useId()
  const idPrefix = id ?? `form${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <FormProvider {...form}>
      <FormFrameContext.Provider value={{ idPrefix, busy, readOnly }}>
        <form
          id={idPrefix}
          className={`app-form ${className ?? ''}`}
          noValidate
          aria-label={label}
          aria-busy={busy || undefined}
          onSubmit={form.handleSubmit(onSubmit)}
        >
          {/* The theme's Message, drawn without PrimeReact's code: a screen that shows a Message of its own then
              does not fetch the form kit's chunk with it (issue 19). */}
          {error ? <PlainErrorMessage text={error} className="app-form-error" /> : null}
          <fieldset className="app-form-fields" disabled={busy || readOnly}>
            {children}
          </fieldset>
        </form>
      </FormFrameContext.Provider>
    </FormProvider>
  )
}
