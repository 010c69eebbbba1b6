/** The reusable date field (spec 1 §5): mask dd.mm.yyyy, Russian Monday-first calendar. */
export const dateFieldTexts = {
  placeholder: 'дд.мм.гггг',
  required: 'Укажите дату',
  invalid: 'Введите дату полностью: дд.мм.гггг',
  outOfRange: 'Дата вне допустимого диапазона',
  openCalendar: 'Открыть календарь',
  calendar: 'Календарь',
} as const
