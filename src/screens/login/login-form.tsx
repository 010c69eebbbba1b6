import { Password } from 'primereact/password'
import { credentialsSchema, type Credentials } from '@/api/auth'
import { loginTexts } from '@/texts/ru/login'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { FieldFrame, useField, type BaseFieldProps } from '@/ui/form/field-frame'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextField } from '@/ui/form/text-field'

interface Props {
  busy: boolean
  errorText: string | null
  onSubmit: (credentials: Credentials) => void
  onEdit: () => void
}

/**
 * Login and password, both required (an empty field shows its error state without text); Enter submits.
 * react-hook-form owns the values (credentialsSchema from src/api/auth.ts); the login machine gets the
 * parsed credentials in `credentials.submit` and owns the lifecycle (busy, the server's answer).
 */
export function LoginForm({ busy, errorText, onSubmit, onEdit }: Props) {
  const form = useAppForm(credentialsSchema, { defaultValues: { userName: '', password: '' }, mode: 'onSubmit' })
  return (
    <AppForm form={form} onSubmit={onSubmit} busy={busy} error={errorText} id="login" className="login-form">
      <TextField name="userName" label={loginTexts.login} autoComplete="username" onValueChange={onEdit} />
      <PasswordField name="password" label={loginTexts.password} onValueChange={onEdit} />
      <SubmitButton label={loginTexts.submit} icon="pi pi-sign-in" className="w-full" />
    </AppForm>
  )
}

/** The password with its show/hide toggle (PrimeReact Password) in the form primitives' frame. */
function PasswordField(props: BaseFieldProps<string>) {
  const f = useField<string>(props)
  return (
    <FieldFrame field={f} label={props.label}>
      <Password
        inputId={f.id}
        inputRef={f.ref}
        name={props.name}
        value={f.value ?? ''}
        onChange={(e) => f.setValue(e.target.value)}
        onBlur={f.onBlur}
        feedback={false}
        toggleMask
        autoComplete="current-password"
        invalid={f.invalid}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.describedBy}
        disabled={f.disabled}
        inputClassName="w-full"
        className="w-full"
      />
    </FieldFrame>
  )
}
