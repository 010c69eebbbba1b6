/** Texts of the forming statistics and the teachers' rating (issue 15: /Journals/Stat/Forming, /Journals/TeachersRating). */
export const journalFormingTexts = {
  forming: {
    title: 'Формирование журналов',
    period: 'Семестр',
    periodName: (year: number, sem: 0 | 1) =>
      `${year}–${year + 1} учебный год, ${sem === 1 ? 'осенний' : 'весенний'} семестр`,
    table: (period: string) => `Заполнение журналов по кафедрам: ${period}`,
    department: 'Кафедра',
    teachers: 'Преподавателей',
    journals: 'Журналов',
    held: 'Занятий прошло',
    filled: 'Посещаемость отмечена',
    marked: 'Выставлены оценки',
    filledShare: 'Доля с посещаемостью',
    markedShare: 'Доля с оценками',
    total: 'Итого',
    archive: 'Журналы этого семестра не хранятся в демонстрационной базе: данных нет.',
    hint: 'Занятие считается отмеченным, если в журнале есть хотя бы одна запись о нём; с оценками — если выставлена хотя бы одна оценка.',
  },
  rating: {
    title: 'Рейтинг преподавателей по заполнению журналов',
    table: 'Преподаватели по доле занятий с записями в журнале',
    place: 'Место',
    teacher: 'Преподаватель',
    department: 'Кафедра',
    journals: 'Журналов',
    held: 'Занятий прошло',
    filled: 'Занятий с записями',
    percent: 'Заполнено',
    you: 'это вы',
  },
} as const
