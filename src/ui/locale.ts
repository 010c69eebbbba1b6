import { addLocale } from 'primereact/api'

/** Russian calendar and table texts for PrimeReact; the week starts on Monday. */
export const ruLocale = 'ru'

addLocale(ruLocale, {
  firstDayOfWeek: 1,
  dayNames: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  dayNamesShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  dayNamesMin: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'],
  monthNames: ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
  monthNamesShort: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  today: 'Сегодня',
  clear: 'Очистить',
  accept: 'Да',
  reject: 'Нет',
  choose: 'Выбрать',
  upload: 'Загрузить',
  cancel: 'Отмена',
  emptyMessage: 'Нет данных',
  emptyFilterMessage: 'Ничего не найдено',
  weekHeader: 'Нед',
  chooseDate: 'Выберите дату',
  chooseMonth: 'Выберите месяц',
  chooseYear: 'Выберите год',
  prevMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  prevYear: 'Предыдущий год',
  nextYear: 'Следующий год',
  prevDecade: 'Предыдущее десятилетие',
  nextDecade: 'Следующее десятилетие',
  dateFormat: 'dd.mm.yy',
  passwordPrompt: 'Введите пароль',
  weak: 'Слабый',
  medium: 'Средний',
  strong: 'Надёжный',
})
