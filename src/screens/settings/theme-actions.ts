import { STORAGE_KEYS } from '@/lib/constants/shell'
import { setDisabledFlag } from '@/settings/theme'
import { confirm } from '@/ui/confirm'
import { themeTexts } from '@/texts/ru/settings'

/**
 * Spec 2 §4 Theme: changing animations or realtime stores the choice, asks 'Перезагрузите страницу'
 * and reloads if accepted. Returns whether it reloaded.
 */
export async function changeAndAskReload(
  key: typeof STORAGE_KEYS.disableAnimations | typeof STORAGE_KEYS.disableSignalR,
  disabled: boolean,
  deps: { ask?: (message: string) => Promise<boolean>; reload?: () => void } = {},
): Promise<boolean> {
  setDisabledFlag(key, disabled)
  const ask = deps.ask ?? ((message: string) => confirm(message, { header: themeTexts.reloadHeader }))
  const accepted = await ask(themeTexts.reloadAsk)
  if (accepted) (deps.reload ?? (() => location.reload()))()
  return accepted
}
