/** 'Настройка темы' (spec 2 §2.5). Mounted by the shell's right drawer. */
export function ThemeSettingsPanel() {
  return <section aria-label="Настройка темы" />
}
