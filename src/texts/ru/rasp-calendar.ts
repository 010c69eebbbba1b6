/** Texts of the timetable office's academic calendar (issue 15: /RaspManager/Calendar). */
export const raspCalendarTexts = {
  title: 'Календарный учебный график',
  intro:
    'Периоды учебного года: семестры (теоретическое обучение), экзаменационные сессии, практики, каникулы и праздничные дни. Недели считаются от недели, в которую входит 1 сентября: первая неделя — нечётная.',
  colID: '№',
  colKind: 'Вид периода',
  colName: 'Название',
  colFrom: 'С',
  colTo: 'По',
  kinds: {
    semester: 'Теоретическое обучение',
    session: 'Экзаменационная сессия',
    practice: 'Практика',
    holidays: 'Каникулы',
    holiday: 'Праздничный день',
  },
  order: 'Дата «По» не может быть раньше даты «С»',
  overlap: (name: string) => `Период пересекается с периодом «${name}» того же вида`,
  today: (week: number, parity: string, year: string) => `Сегодня ${week}-я неделя (${parity}), ${year} учебный год`,
  parity: { odd: 'нечётная', even: 'чётная' },
  weeks: 'Недели текущего семестра',
  colWeek: 'Неделя',
  colDates: 'Даты (пн – сб)',
  colParity: 'Чётность',
  current: 'текущая',
} as const
