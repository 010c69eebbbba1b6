import { useState } from 'react'
import { InputText } from 'primereact/inputtext'
import { Button } from 'primereact/button'
import { loginTexts } from '@/texts/ru/login'

/**
 * Student registration sub-form. The spec defines it as a front-end form with no call and no field
 * rules: 'Зарегистрироваться' toggles to 'Подтвердить E-Mail' and explains what happens next.
 */
export function RegistrationForm({ onBack }: { onBack: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const fields = [
    ['surname', loginTexts.surname, 'family-name'],
    ['name', loginTexts.name, 'given-name'],
    ['patronymic', loginTexts.patronymic, 'additional-name'],
    ['gradeBook', loginTexts.gradeBook, 'off'],
    ['email', loginTexts.email, 'email'],
  ] as const
  return (
    <form
      className="login-form"
      onSubmit={(e) => {
        e.preventDefault()
        setConfirming((c) => !c)
      }}
    >
      {fields.map(([id, label, autoComplete]) => (
        <label className="field" key={id}>
          <span>{label}</span>
          <InputText name={id} autoComplete={autoComplete} type={id === 'email' ? 'email' : 'text'} />
        </label>
      ))}
      {confirming && <p className="form-note" role="status">{loginTexts.registrationNote}</p>}
      <div className="form-actions">
        <Button type="button" label={loginTexts.backToLogin} icon="pi pi-arrow-left" text onClick={onBack} />
        <Button type="submit" label={confirming ? loginTexts.confirmEmail : loginTexts.register} />
      </div>
    </form>
  )
}
