/** Texts of the academic debts and their retake schedule (issue 15: /StudentsDebts/{studentID?}). */
export const debtsTexts = {
  title: 'График задолженностей',
  titleOf: (fio: string) => `Задолженности: ${fio}`,
  intro:
    'Академические задолженности (оценка «неудовлетворительно», «не зачтено» или неявка) и график их ликвидации: первая пересдача у преподавателя, вторая — с комиссией.',
  all: 'Все задолженности',
  colStudent: 'Студент',
  colGroup: 'Группа',
  colDiscipline: 'Дисциплина',
  colKind: 'Форма контроля',
  colSemester: 'Семестр',
  colMark: 'Результат',
  colFirst: 'Пересдача',
  colCommission: 'Пересдача с комиссией',
  colRoom: 'Аудитория',
  colTeacher: 'Преподаватель',
  retakeAt: (date: string, time: string) => `${date.split('-').reverse().join('.')}, ${time}`,
  badID: 'Некорректный идентификатор студента',
  notStudent: 'Студент не найден',
  ownOnly: 'Студент видит только свои задолженности',
} as const
