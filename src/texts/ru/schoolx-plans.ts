/**
 * Russian texts of the «Школа Х» planning screens (issue 17): the training schedule template, the
 * educational plans, the inventory and the educational chart.
 */
export const schoolxPlansTexts = {
  schedule: {
    title: 'Шаблон графика обучения',
    intro:
      'Еженедельные занятия модулей по группам: день недели, пара, аудитория и преподаватель. Одна аудитория и один преподаватель не могут быть заняты двумя занятиями в одну пару.',
    colModule: 'Модуль',
    colGroup: 'Группа',
    colWeekday: 'День недели',
    colPair: 'Пара',
    colRoom: 'Аудитория',
    colTeacher: 'Преподаватель',
  },
  weekdays: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота'],
  pairs: [
    '1 пара, 08:30–10:05',
    '2 пара, 10:15–11:50',
    '3 пара, 12:00–13:35',
    '4 пара, 14:15–15:50',
    '5 пара, 16:00–17:35',
    '6 пара, 17:45–19:20',
  ],
  plans: {
    title: 'Учебные планы',
    intro: 'Темы модулей с часами и видами работы. Выберите модуль, чтобы увидеть его план и итог по часам.',
    module: 'Модуль',
    allModules: 'Все модули',
    colModule: 'Модуль',
    colTheme: 'Тема',
    colKind: 'Вид работы',
    colHours: 'Часов',
    totalsTitle: 'Итого по плану',
    total: (hours: number) => `Всего часов: ${hours}`,
    byKind: (kind: string, hours: number) => `${kind}: ${hours} ч`,
    noRows: 'В плане пока нет тем',
  },
  workKinds: ['Лекция', 'Практическое занятие', 'Проектная работа', 'Самостоятельная работа', 'Контроль'],
  inventory: {
    title: 'Инвентарь',
    intro:
      'Оборудование и материалы программы по аудиториям. Чтобы выдать предмет модулю, выберите модуль в карточке; чтобы вернуть — выберите «На складе».',
    colName: 'Наименование',
    colRoom: 'Аудитория',
    colModule: 'Выдано модулю',
    colQuantity: 'Количество',
    colState: 'Состояние',
    inStock: 'На складе',
  },
  inventoryStates: ['Исправно', 'Требует ремонта', 'Списано'],
  chart: {
    title: 'График обучения',
    intro: 'Календарный график учебного года программы: недели по строкам таблицы, модули по столбцам.',
    caption: (year: string) => `Календарный учебный график ${year}`,
    colWeek: 'Неделя',
    colDates: 'Даты',
    legend: 'Обозначения',
    loadFailed: 'Не удалось загрузить график обучения.',
    retry: 'Повторить',
    noModules: 'У вас пока нет модулей в графике обучения.',
    kinds: {
      lesson: 'Занятия',
      holiday: 'Каникулы',
      assessment: 'Аттестация',
      none: 'Нет занятий',
    },
    marks: { lesson: 'З', holiday: 'К', assessment: 'А', none: '—' },
    totals: 'Недель занятий',
  },
  server: {
    roomBusy: (room: string, weekday: string, pair: string, module: string) =>
      `Аудитория ${room} уже занята в ${weekday.toLowerCase()}, ${pair}: модуль «${module}»`,
    teacherBusy: (teacher: string, weekday: string, pair: string, module: string) =>
      `Преподаватель ${teacher} уже ведёт занятие в ${weekday.toLowerCase()}, ${pair}: модуль «${module}»`,
    hoursRange: 'Часов на тему — от 1 до 72',
    themeDuplicate: 'Такая тема в плане модуля уже есть',
    quantityRange: 'Количество — от 0 до 500',
    writtenOff: 'Списанный предмет нельзя выдать модулю',
    moduleMissing: 'Модуль не найден',
    teacherMissing: 'Преподаватель не найден',
  },
} as const
