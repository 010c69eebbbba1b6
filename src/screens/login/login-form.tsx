import { useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { InputText } from 'primereact/inputtext'
import { Password } from 'primereact/password'
import { Button } from 'primereact/button'
import { credentialsSchema, type Credentials } from '@/api/auth'
import { loginTexts } from '@/texts/ru/login'

interface Props {
  busy: boolean
  errorText: string | null
  onSubmit: (credentials: Credentials) => void
  onEdit: () => void
}

/** Login and password, both required (an empty field shows its error state without text); Enter submits. */
export function LoginForm({ busy, errorText, onSubmit, onEdit }: Props) {
  const { register, handleSubmit, formState, setValue, watch } = useForm<Credentials>({
    resolver: valibotResolver(credentialsSchema),
    defaultValues: { userName: '', password: '' },
    mode: 'onSubmit',
  })
  const password = watch('password')
  return (
    <form className="login-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-describedby={errorText ? 'login-error' : undefined}>
      <label className="field">
        <span>{loginTexts.login}</span>
        <InputText
          {...register('userName', { onChange: onEdit })}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          invalid={Boolean(formState.errors.userName)}
          aria-invalid={Boolean(formState.errors.userName)}
          disabled={busy}
        />
      </label>
      <label className="field">
        <span>{loginTexts.password}</span>
        <Password
          inputId="password"
          name="password"
          value={password}
          onChange={(e) => {
            setValue('password', e.target.value, { shouldValidate: formState.isSubmitted })
            onEdit()
          }}
          feedback={false}
          toggleMask
          autoComplete="current-password"
          invalid={Boolean(formState.errors.password)}
          aria-invalid={Boolean(formState.errors.password)}
          disabled={busy}
          inputClassName="w-full"
          className="w-full"
        />
      </label>
      {errorText && (
        <p id="login-error" className="form-error" role="alert">
          {errorText}
        </p>
      )}
      <Button type="submit" label={loginTexts.submit} loading={busy} className="w-full" />
    </form>
  )
}
