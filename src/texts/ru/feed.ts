/** Feed texts (spec 2 §4 Feed; spec 1 route /Feed/{userID?}). */
export const feedTexts = {
  title: 'Лента событий',
  titleOf: (name: string) => `Лента событий: ${name}`,
  newBadge: 'Новое',
  newCount: (n: number) => `Новых: ${n}`,
  allCategories: 'Все',
  categories: 'Категории',
  period: 'Период',
  periods: { 0: 'За всё время', 7: 'За 7 дней', 30: 'За 30 дней' } as Record<number, string>,
  loading: 'Загрузка ленты…',
  empty: 'Новых событий нет',
  emptyFilter: 'В этой категории событий нет',
  loadFailed: 'Не удалось загрузить ленту',
  retry: 'Повторить',
  refresh: 'Обновить',
  allFeed: 'Вся лента',
} as const

export const feedDateTexts = {
  today: 'Сегодня',
  yesterday: 'Вчера',
} as const
