/** Texts of the extra payments to staff (/DopPayments/…; issue 16). */
export const dopPaymentTexts = {
  listTitle: 'Дополнительные выплаты сотрудникам',
  logTitle: 'Журнал изменений дополнительных выплат',
  colPerson: 'Сотрудник (ФИО)',
  colDepartment: 'Подразделение',
  colReason: 'Основание выплаты',
  colAmount: 'Сумма, ₽',
  colFrom: 'Период с',
  colTo: 'Период по',
  colApproved: 'Утверждена',
  colAt: 'Когда',
  colWho: 'Кто',
  colAction: 'Действие',
  colPayment: '№ выплаты',
  colDetails: 'Подробности',
  actions: { created: 'Добавлена', updated: 'Изменена', approved: 'Утверждена', removed: 'Удалена' } as Record<
    string,
    string
  >,
  errors: {
    amountRange: 'Сумма — целое число рублей от 1 до 1 000 000',
    periodOrder: 'Конец периода не может быть раньше начала',
    approvedLocked: 'Утверждённую выплату нельзя изменить или удалить',
    badBody: 'Некорректные данные запроса',
    notFound: 'Выплата не найдена',
  },
} as const
