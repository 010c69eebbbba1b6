/** The low-vision panel (spec 2 §2.5). Mounted by the shell's right drawer. */
export function LowVisionPanel() {
  return <section aria-label="Версия для слабовидящих" />
}
