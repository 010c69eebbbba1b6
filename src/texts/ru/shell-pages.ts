/** Texts of the shell's own pages: section pages, /Menu, error pages, work opening, /www/{site}. */
export const shellPageTexts = {
  breadcrumb: 'Путь в меню',
  inMenu: 'В меню: ',
  notInMenu: 'Раздел «{group}»',
  subPages: 'Страницы раздела',
  noSubPages: 'Других страниц в этом разделе вам не доступно.',
  sectionNote:
    'Рабочий экран этого раздела в демо-версии пока не подключён. Отсюда можно перейти к другим страницам раздела.',
  parameters: 'Параметры страницы',
  menuTitle: 'Меню',
  menuEmpty: 'В меню нет доступных вам разделов.',
  openInNewTab: '(откроется в новой вкладке)',
  navigationLoading: 'Загрузка страницы',
  chunkFailedTitle: 'Не удалось открыть страницу',
  chunkFailedText: 'Страница «{page}» не загрузилась: {reason}',
  chunkTimeout: 'код страницы не пришёл за {seconds} с',
  partFailedTitle: 'Не удалось открыть окно',
  partFailedText: 'Его код не загрузился. Всё введённое осталось на странице; проверьте соединение и попробуйте позже.',
  listFailedTitle: 'Не удалось открыть список',
  listFailedText: 'Его код не загрузился. Выбранное осталось на месте; проверьте соединение и попробуйте ещё раз.',
  home: 'На главную',
  back: 'Назад',
  signIn: 'Войти',
  forbiddenTitle: 'Доступ запрещён',
  forbiddenText:
    'У вас нет прав для просмотра этой страницы. Если доступ нужен для работы, обратитесь к администратору.',
  forbiddenRoles: 'Страница доступна ролям: {roles}.',
  serverErrorTitle: 'Ошибка сервера',
  serverErrorText: 'Сервер не смог выполнить запрос. Попробуйте ещё раз немного позже.',
  unauthorizedTitle: 'Требуется авторизация',
  unauthorizedText: 'Срок действия входа истёк или вы не вошли в систему. Войдите, чтобы продолжить.',
  /** Spec 1 §8, verbatim. */
  techWorksTitle: 'Ведуться технические работы',
  techWorksText: 'Личный кабинет временно недоступен. Пожалуйста, зайдите позже.',
  retry: 'Повторить',
  // Work opening
  openingWork: 'Открываем работу №{id}…',
  redirecting: 'Переходим к работе…',
  workInvalid: 'Номер работы «{id}» указан неверно: нужен целый положительный номер.',
  workNotFound: 'Работа №{id} не найдена. Возможно, она удалена или ссылка устарела.',
  workFailed: 'Не удалось узнать тип работы №{id}: сервер не ответил. Попробуйте ещё раз.',
  workTitle: 'Открытие работы',
  // RPD
  rpdTitle: 'Переход в систему РПД',
  rpdText: 'Рабочие программы дисциплин открываются в отдельной системе; вход выполняется автоматически.',
  rpdOpen: 'Открыть систему РПД',
  rpdLoading: 'Получаем параметры входа…',
  rpdFailed: 'Не удалось получить параметры входа: Ошибка запроса к API IPR Books. Обновите страницу позже.',
  rpdMissing: 'Для вашего вуза адрес системы РПД не настроен.',
  // External sites
  wwwTitle: 'Переход на внешний сайт',
  wwwOpening: 'Открываем {url} в новой вкладке…',
  wwwBlocked: 'Браузер не дал открыть новую вкладку. Откройте сайт по ссылке:',
  wwwOpen: 'Открыть {url}',
  wwwUnknown: 'Сайт «{site}» неизвестен. Известные сайты: {sites}.',
} as const

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
