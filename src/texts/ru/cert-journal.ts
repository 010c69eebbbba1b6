/** Texts of the certificates' journal and settings (/Certificates/Journal, /Certificates/Settings; issue 16). */
export const certJournalTexts = {
  colNumber: '№',
  colStudent: 'Студент',
  colGroup: 'Группа',
  colKind: 'Вид справки',
  colCopies: 'Экз.',
  colPurpose: 'Куда требуется',
  colOrdered: 'Заказана',
  colStatus: 'Статус',
  colIssued: 'Выдана',
  colKindName: 'Название вида справки',
  colUsed: 'Заказано справок',
  errors: {
    kindDuplicate: 'Такой вид справки уже есть',
    kindInUse: 'Этот вид уже заказывали: удалить его нельзя, можно переименовать',
  },
} as const
