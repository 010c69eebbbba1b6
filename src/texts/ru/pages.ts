export const pageTexts = {
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Такой страницы нет. Проверьте адрес или вернитесь на главную.',
} as const
