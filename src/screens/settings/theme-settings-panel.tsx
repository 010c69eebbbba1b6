import { useId, useMemo } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { useActorRef, useSelector } from '@xstate/react'
import { Switch } from '@/ui/switch'
import { Button } from 'primereact/button'
import { RadioButton } from 'primereact/radiobutton'
import { SessionContext } from '@/hooks/session-context'
import { selectInit, selectRoles } from '@/machines/session/session.selectors'
import { hasRole, ROLES } from '@/lib/roles'
import { STORAGE_KEYS } from '@/lib/constants/shell'
import { defaultAccentMachine } from '@/machines/shell/default-accent.machine'
import { selectCurrentDefault, selectFailed, selectSaving } from '@/machines/shell/default-accent.selectors'
import {
  accent,
  accentColor,
  accentsFor,
  animationsDisabled,
  isDebug,
  realtimeDisabled,
  setAccent,
  setDisabledFlag,
  setSiteDefaultAccent,
  setThemeMode,
  snowDisabled,
  themeMode,
  type Accent,
} from '@/settings/theme'
import { isNewYearSeason } from '@/settings/season'
import { notify } from '@/ui/notifier'
import { themeTexts } from '@/texts/ru/settings'
import { changeAndAskReload } from './theme-actions'

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId()
  return (
    <div className="settings-row">
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={onChange} />
    </div>
  )
}

/** Administrators ('Администратор-НИР' / 'Администратор-Сайт') set the default accent for everyone. */
function DefaultAccentSection({ siteDefault }: { siteDefault: string | null }) {
  const logic = useMemo(
    () =>
      defaultAccentMachine.provide({
        actions: {
          defaultSaved: (_, params: { accent: string }) => setSiteDefaultAccent(params.accent),
          notifySaved: () => notify.info(themeTexts.defaultAccentSaved),
        },
      }),
    [],
  )
  const actor = useActorRef(logic, { input: { current: siteDefault } })
  const saving = useSelector(actor, selectSaving)
  const failed = useSelector(actor, selectFailed)
  const current = useSelector(actor, selectCurrentDefault)
  return (
    <section className="settings-section" aria-labelledby="default-accent-title">
      <h3 id="default-accent-title">{themeTexts.defaultAccent}</h3>
      <p className="muted">{themeTexts.defaultAccentHint}</p>
      {current && <p>{themeTexts.currentDefault(themeTexts.accentNames[current] ?? current)}</p>}
      <Button
        label={themeTexts.setDefaultAccent}
        loading={saving}
        onClick={() => actor.send({ type: 'accent.save', accent: accent.value })}
        className="settings-wide-button"
      />
      {failed && (
        <p className="form-error" role="alert">
          {themeTexts.defaultAccentFailed}
        </p>
      )}
    </section>
  )
}

/** 'Настройка темы' (spec 2 §2.5). Mounted by the shell's right drawer. */
export function ThemeSettingsPanel({ debug = isDebug(), now = new Date() }: { debug?: boolean; now?: Date }) {
  useSignals()
  const roles = SessionContext.useSelector(selectRoles)
  const init = SessionContext.useSelector(selectInit)
  const isAdmin = hasRole(roles, ROLES.scienceAdmin.name, ROLES.siteAdmin.name)
  const mode = themeMode.value
  const current = accent.value
  const season = isNewYearSeason(now) && !!init?.flags?.snow
  return (
    <section aria-labelledby="theme-settings-title" className="settings-panel">
      <h2 id="theme-settings-title">{themeTexts.title}</h2>
      <Toggle
        label={themeTexts.darkTheme}
        checked={mode === 'dark'}
        onChange={(dark) => setThemeMode(dark ? 'dark' : 'light')}
      />
      <Toggle
        label={themeTexts.animations}
        checked={!animationsDisabled.value}
        onChange={(on) => void changeAndAskReload(STORAGE_KEYS.disableAnimations, !on)}
      />
      {debug && (
        <Toggle
          label={themeTexts.realtime}
          checked={!realtimeDisabled.value}
          onChange={(on) => void changeAndAskReload(STORAGE_KEYS.disableSignalR, !on)}
        />
      )}
      {season && (
        <Toggle
          label={themeTexts.snow}
          checked={!snowDisabled.value}
          onChange={(on) => setDisabledFlag(STORAGE_KEYS.disableSnow, !on)}
        />
      )}
      <fieldset className="settings-section accent-grid">
        <legend>{themeTexts.accent}</legend>
        {accentsFor(mode).map((name: Accent) => (
          <label key={name} className="accent-swatch">
            <RadioButton name="accent" value={name} checked={current === name} onChange={() => setAccent(name)} />
            <span className="accent-dot" style={{ background: accentColor(mode, name) }} aria-hidden />
            <span className="accent-name">{themeTexts.accentNames[name]}</span>
          </label>
        ))}
      </fieldset>
      {isAdmin && <DefaultAccentSection siteDefault={init?.defaultAccentColor ?? null} />}
      <Button
        label={themeTexts.apply}
        icon="pi pi-check"
        onClick={() => location.reload()}
        className="settings-wide-button"
      />
    </section>
  )
}
