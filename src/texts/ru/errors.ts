/** The specification's error catalogue (spec 1 §8, spec 2 §8), verbatim. */
export const errorTexts = {
  title: 'Ошибка!',
  apiRequest: 'Ошибка запроса к API',
  dbStructure: 'Ошибка структуры БД',
  serverNotResponding: 'Сервер не отвечает',
  unknown: 'Неизвестная ошибка',
  tokenExpired: 'Token has expired',
  iprBooks: 'Ошибка запроса к API IPR Books',
  maintenance: 'Ведуться технические работы',
  offline: 'Нет соединения с сервером',
  forbidden: 'Доступ запрещён',
} as const
