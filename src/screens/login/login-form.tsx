import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { credentialsSchema, type Credentials } from '@/api/auth'
import { loginTexts } from '@/texts/ru/login'
import { PlainButton } from '@/ui/plain/plain-button'
import { PlainInput, PlainPasswordInput } from '@/ui/plain/plain-input'
import { PlainErrorMessage } from '@/ui/plain/plain-message'

interface Props {
  busy: boolean
  errorText: string | null
  onSubmit: (credentials: Credentials) => void
  onEdit: () => void
}

type Field = keyof Credentials
const FIELDS: readonly Field[] = ['userName', 'password']

const check = (values: Credentials) => v.safeParse(credentialsSchema, values)

function invalidFields(result: ReturnType<typeof check>): Set<Field> {
  return new Set(result.success ? [] : result.issues.map((issue) => issue.path?.[0]?.key as Field))
}

/**
 * Login and password, both required (an empty field shows its error state without text); Enter submits.
 * The sign-in card is every visitor's first download, so this one form does without react-hook-form and
 * PrimeReact's components (~60 KiB gzip on a phone, issue 19) and keeps the form kit's behaviour:
 * credentialsSchema (src/api/auth.ts) decides validity from the first submit on, the first invalid field takes
 * the focus, and the login machine gets the parsed credentials in `credentials.submit` and owns the lifecycle.
 */
export function LoginForm({ busy, errorText, onSubmit, onEdit }: Props) {
  const [values, setValues] = useState<Credentials>({ userName: '', password: '' })
  const [submitted, setSubmitted] = useState(false)
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})
  const invalid = submitted ? invalidFields(check(values)) : new Set<Field>()

  const edit = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    onEdit()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const result = check(values)
    if (result.success) return onSubmit(result.output)
    const bad = invalidFields(result)
    inputs.current[FIELDS.find((field) => bad.has(field))!]?.focus()
  }
  const control = (field: Field) => ({
    id: `login-${field}`,
    name: field,
    value: values[field],
    onValueChange: edit(field),
    invalid: invalid.has(field),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element
    },
    className: 'w-full',
  })

  return (
    <form id="login" className="login-form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      {errorText ? <PlainErrorMessage text={errorText} className="login-form-error" /> : null}
      <fieldset className="login-form-fields" disabled={busy}>
        <div className="field">
          <label htmlFor="login-userName">{loginTexts.login}</label>
          <PlainInput {...control('userName')} type="text" autoComplete="username" />
        </div>
        <div className="field">
          <label htmlFor="login-password">{loginTexts.password}</label>
          <PlainPasswordInput
            {...control('password')}
            autoComplete="current-password"
            toggleLabel={loginTexts.showPassword}
          />
        </div>
        <PlainButton type="submit" label={loginTexts.submit} icon="pi pi-sign-in" loading={busy} className="w-full" />
      </fieldset>
    </form>
  )
}
