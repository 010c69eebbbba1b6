/** Texts of the installable portal (its service worker on production hosts). */
export const pwaTexts = {
  updateTitle: 'Доступна новая версия',
  updateText: 'Нажмите, чтобы обновить страницу.',
} as const
