export const commonTexts = {
  appName: 'Личный кабинет',
  shortName: 'ЛК',
  yes: 'Да',
  no: 'Нет',
  ok: 'OK',
  cancel: 'Отмена',
  close: 'Закрыть',
  back: 'Назад',
  loading: 'Загрузка…',
  retry: 'Повторить',
  home: 'На главную',
  signIn: 'Войти',
  signOut: 'Выйти',
  confirmSignOut: 'Вы действительно хотите выйти?',
  profile: 'Профиль',
} as const

/** Month names in the nominative, as calendars and monthly tables head them («ноябрь 2026»). */
export const MONTH_NAMES = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const
