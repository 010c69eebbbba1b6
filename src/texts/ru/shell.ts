/** Texts of the shell frame (spec 1 §2 Shell). */
export const shellTexts = {
  skipToContent: 'Перейти к содержимому',
  menuToggle: 'Меню',
  mainMenu: 'Главное меню',
  menuEmpty: 'Пунктов меню пока нет',
  expandGroup: (name: string) => `Развернуть: ${name}`,
  collapseGroup: (name: string) => `Свернуть: ${name}`,
  schoolYear: 'Учебный год',
  chats: 'Чаты',
  chatsWithCount: (n: number) => (n > 0 ? `Чаты, непрочитанных: ${n}` : 'Чаты'),
  mail: 'Почта',
  mailWithCount: (n: number) => (n > 0 ? `Почта, непрочитанных писем: ${n}` : 'Почта'),
  compose: 'Написать письмо',
  themeSettings: 'Настройка темы',
  lowVision: 'Версия для слабовидящих',
  fullscreenOn: 'Во весь экран',
  fullscreenOff: 'Выйти из полноэкранного режима',
  signIn: 'Войти',
  signOut: 'Выйти',
  scrollUp: 'Прокрутить вверх',
  scrollDown: 'Прокрутить вниз',
  qrScan: 'Сканировать QR-код',
  closePanel: 'Закрыть панель',
  drawerWidth: (w: number) => `Ширина меню: ${w} пикселей. Изменить`,
  // drawer footer
  drawerFooter: 'Сервис',
  pwa: 'Мобильное приложение',
  feedback: 'Обратная связь',
  backToSite: 'Вернуться на сайт',
  siteUrl: 'https://donstu.ru',
  schoolXSwitch: 'Школа Х',
  newLayoutSwitch: 'Новый вид',
  // bottom navigation
  bottomNav: 'Быстрая навигация',
  feed: 'Лента',
  feedNew: 'Лента, есть новые события',
  profile: 'Профиль',
  timetable: 'Расписание',
  menu: 'Меню',
  // footer
  footer: 'Подвал сайта',
  versionButton: (v: string) => `Версия ${v}`,
  // version dialog
  versionTitle: 'О версии',
  buildNumber: 'Номер сборки',
  buildDate: 'Дата сборки',
  // visitor layout
  visitorTitle: 'Личный кабинет — для посетителей',
  // inactive banner
  inactive: 'Вы давно не проявляли активности. Данные на странице могли устареть.',
  inactiveRefresh: 'Обновить страницу',
  inactiveDismiss: 'Я здесь',
  // loading dialog
  loading: 'Загрузка данных…',
  // new year
  newYear: 'С Новым годом!',
} as const

/** QR scanner (spec 1 §2: QR scan dialog when the camera is allowed or the scanner enabled). */
export const qrTexts = {
  title: 'Сканирование QR-кода',
  starting: 'Включаем камеру…',
  scanning: 'Наведите камеру на QR-код',
  unsupported: 'Этот браузер не умеет распознавать QR-коды. Откройте кабинет в Chrome, Edge или на телефоне с Android.',
  noCamera: 'Нет доступа к камере. Разрешите доступ к камере в настройках браузера и попробуйте снова.',
  found: 'Найден код:',
  open: 'Открыть',
  again: 'Сканировать ещё раз',
  video: 'Изображение с камеры',
} as const

/** The Snake easter egg (/Game/Snake). */
export const snakeTexts = {
  title: 'Змейка',
  score: 'Счёт',
  start: 'Начать',
  pause: 'Пауза',
  resume: 'Продолжить',
  restart: 'Заново',
  gameOver: 'Игра окончена',
  hint: 'Управление: стрелки или WASD, пробел — пауза. На телефоне — кнопки под полем.',
  board: (score: number) => `Игровое поле, счёт ${score}`,
  up: 'Вверх',
  down: 'Вниз',
  left: 'Влево',
  right: 'Вправо',
  back: 'В кабинет',
} as const
