import { useState } from 'react'
import { Button } from 'primereact/button'
import { registrationSchema } from '@/api/auth'
import { loginTexts } from '@/texts/ru/login'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'

/**
 * Student registration sub-form. The spec defines it as a front-end form with no call and no field
 * rules: 'Зарегистрироваться' toggles to 'Подтвердить E-Mail' and explains what happens next.
 */
export function RegistrationForm({ onBack }: { onBack: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const form = useAppForm(registrationSchema, {
    defaultValues: { surname: '', name: '', patronymic: '', gradeBook: '', email: '' },
  })
  const fields = [
    ['surname', loginTexts.surname, 'family-name'],
    ['name', loginTexts.name, 'given-name'],
    ['patronymic', loginTexts.patronymic, 'additional-name'],
    ['gradeBook', loginTexts.gradeBook, 'off'],
    ['email', loginTexts.email, 'email'],
  ] as const
  return (
    <AppForm form={form} onSubmit={() => setConfirming((c) => !c)} id="registration" className="login-form">
      {fields.map(([id, label, autoComplete]) => (
        <TextField
          key={id}
          name={id}
          label={label}
          autoComplete={autoComplete}
          type={id === 'email' ? 'email' : 'text'}
        />
      ))}
      {confirming && (
        <p className="form-note" role="status">
          {loginTexts.registrationNote}
        </p>
      )}
      <div className="form-actions">
        <Button type="button" label={loginTexts.backToLogin} icon="pi pi-arrow-left" text onClick={onBack} />
        <Button type="submit" label={confirming ? loginTexts.confirmEmail : loginTexts.register} />
      </div>
    </AppForm>
  )
}
