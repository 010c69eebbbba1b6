/** Texts of the transfer monitoring (/Statistics/TransferMonitoring; issue 16). */
export const transferTexts = {
  title: 'Мониторинг переводов студентов',
  intro: 'Переводы между группами, направлениями подготовки и формами обучения за учебный год.',
  loading: 'Загрузка…',
  loadFailed: 'Не удалось загрузить переводы.',
  refresh: 'Обновить',
  year: 'Учебный год',
  faculty: 'Факультет',
  allFaculties: 'Все факультеты',
  kind: 'Вид перевода',
  allKinds: 'Все виды',
  kinds: { group: 'Между группами', programme: 'Между направлениями', form: 'Смена формы обучения' } as Record<
    string,
    string
  >,
  byMonth: 'Переводы по месяцам',
  month: 'Месяц',
  total: 'Всего',
  list: 'Переводы',
  date: 'Дата приказа',
  student: 'Студент',
  from: 'Откуда',
  to: 'Куда',
  empty: 'Переводов за выбранный период нет.',
  summary: (n: number) => `Всего переводов: ${n}`,
  errors: { badYear: 'Учебный год в формате 2026-2027', badFaculty: 'Такого факультета нет' },
} as const
