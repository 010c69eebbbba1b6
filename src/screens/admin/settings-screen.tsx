import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { siteSettingsSchema, type SiteSettings } from '@/api/admin'
import { siteSettingsMachine } from '@/machines/admin/site-settings.machine'
import {
  selectSettings,
  selectSettingsFailure,
  selectSettingsLoadFailed,
  selectSettingsSaved,
  selectSettingsSaving,
} from '@/machines/admin/site-settings.selectors'
import { SITE_ACCENTS } from '@/lib/constants/admin'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { SelectField } from '@/ui/form/select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { adminTexts as t } from '@/texts/ru/admin'
import { themeTexts } from '@/texts/ru/settings'
import { feedbackFailureText } from './feedback-texts'
import './admin.css'

const ACCENT_OPTIONS = SITE_ACCENTS.map((value) => ({ value, label: themeTexts.accentNames[value] ?? value }))

function SettingsForm(props: {
  values: SiteSettings
  busy: boolean
  error: string | null
  onSave: (v: SiteSettings) => void
}) {
  const form = useAppForm(siteSettingsSchema, { values: props.values })
  return (
    <AppForm
      form={form}
      busy={props.busy}
      error={props.error}
      label={t.settingsTitle}
      className="admin-form admin-form-card"
      onSubmit={props.onSave}
    >
      <CheckboxField name="snow" label={t.settingsSnow} />
      <CheckboxField name="qrScannerEnabled" label={t.settingsQr} />
      <SelectField name="defaultAccentColor" label={t.settingsAccent} options={ACCENT_OPTIONS} required />
      <SubmitButton label={t.settingsSave} icon="pi pi-save" />
    </AppForm>
  )
}

/** /Admin/Settings: the site parameters everyone's initialization info carries (GET/PUT /Admin/Settings). */
export default function SettingsScreen() {
  const ref = useActorRef(siteSettingsMachine)
  const settings = useSelector(ref, selectSettings)
  const loadFailed = useSelector(ref, selectSettingsLoadFailed)
  const saving = useSelector(ref, selectSettingsSaving)
  const saved = useSelector(ref, selectSettingsSaved)
  const failure = useSelector(ref, selectSettingsFailure)
  return (
    <div className="page admin-page">
      <h1>{t.settingsTitle}</h1>
      <p className="admin-intro">{t.settingsIntro}</p>
      {loadFailed ? (
        <div className="admin-actions">
          <Message severity="error" text={t.settingsLoadFailed} role="alert" />
          <Button type="button" label={t.feedbackRetry} onClick={() => ref.send({ type: 'settings.retry' })} />
        </div>
      ) : settings ? (
        <>
          <SettingsForm
            values={settings}
            busy={saving}
            error={feedbackFailureText(failure)}
            onSave={(values) => ref.send({ type: 'settings.save', values })}
          />
          <p role="status" className="admin-saved">
            {saved ? t.settingsSaved : ''}
          </p>
        </>
      ) : (
        <p role="status">…</p>
      )}
    </div>
  )
}
