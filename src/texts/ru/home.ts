export const homeTexts = {
  greeting: 'Здравствуйте',
  feedTitle: 'Лента событий',
  feedEmpty: 'Новых событий нет',
} as const
