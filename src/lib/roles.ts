/** Every role the specification names (spec 1 §6, spec 2 §6), with stable ids. */
export const ROLES = {
  student: { id: 1, name: 'Студент' },
  masterStudent: { id: 2, name: 'СтудентМагистр' },
  teachers: { id: 3, name: 'Преподаватели' },
  scienceAdmin: { id: 4, name: 'Администратор-НИР' },
  siteAdmin: { id: 5, name: 'Администратор-Сайт' },
  securityAdmin: { id: 6, name: 'Администратор-Безопасность' },
  dormAdmin: { id: 7, name: 'Администратор-Общежитие' },
  dormApplicant: { id: 8, name: 'Общежитие-заселение' },
  schoolXAdmin: { id: 9, name: 'ШколаХ-Администратор' },
  schoolXModerator: { id: 10, name: 'ШколаХ-Модератор' },
  schoolXStudentModerator: { id: 11, name: 'ШколаХ-Модератор (студент)' },
  schoolXTeacher: { id: 12, name: 'ШколаХ-Преподаватель' },
  schoolX: { id: 13, name: 'ШколаХ' },
  schoolXStudent: { id: 14, name: 'ШколаХ-Студент' },
  deanOffice: { id: 15, name: 'Деканат' },
  interview: { id: 16, name: 'Собеседование' },
  majorOwner: { id: 17, name: 'ВладелецMajor' },
  developer: { id: 18, name: 'Разработчик' },
  chat: { id: 19, name: 'Чат' },
  gekSecretary: { id: 20, name: 'Секретарь ГЭК' },
  gekChairman: { id: 21, name: 'Председатель ГЭК' },
  deanRead: { id: 22, name: 'Деканат-Чтение' },
  deanView: { id: 23, name: 'Деканат-Просмотр' },
  journalsAdmin: { id: 24, name: 'Администратор Журналы' },
  headOfDepartment: { id: 25, name: 'Заведующий кафедрой' },
  deanChange: { id: 26, name: 'Деканат-Изменение' },
  exportControl: { id: 27, name: 'Экспортный контроль' },
  exportControlChair: { id: 28, name: 'Экспортный контроль (Председатель)' },
  niokrVerifier: { id: 29, name: 'НИОКТР - Верификатор заявок' },
  expert: { id: 30, name: 'Эксперт' },
  library: { id: 31, name: 'НаучноТехническаяБиблиотека' },
  libraryOtherVerifier: { id: 32, name: 'Верификатор иных типов в библиотеке' },
  indexingCabinet: { id: 33, name: 'Кабинет индексации' },
  micStaff: { id: 34, name: 'Сотрудник МИЦ' },
  contractCabinet: { id: 35, name: 'Кабинет подрядных работ' },
  citationCabinet: { id: 36, name: 'Кабинет цитирования' },
  dpoCabinet: { id: 37, name: 'Кабинет ДПО' },
  skifCabinet: { id: 38, name: 'Кабинет СКИФ' },
  ordersCabinet: { id: 39, name: 'Кабинет заказов' },
  dean: { id: 40, name: 'Декан' },
  scienceStatistics: { id: 41, name: 'Наука-Статистика' },
  portfolioVerifier: { id: 42, name: 'Верификатор портфолио' },
  portfolioTypesVerifier: { id: 43, name: 'Верификатор портфолио типы' },
  achievementsHead: { id: 44, name: 'Верификация-Достижений-Заведующий' },
  achievementsDeputy: { id: 45, name: 'Верификация-Достижений-Заместитель' },
  portfolioViewer: { id: 46, name: 'Просмотр портфолио студентов' },
  certificates: { id: 47, name: 'Справки' },
  deanCertificates: { id: 48, name: 'Деканат-Справки' },
  certificateForms: { id: 49, name: 'СправкиФормы' },
  certificatesAdmin: { id: 50, name: 'Администратор-Справки' },
  effectiveContractViewer: { id: 51, name: 'ПросмотрЭффективныйКонтракт' },
  contestsOrganizer: { id: 52, name: 'Организатор-СайтКонкурсы' },
  contestsAdmin: { id: 53, name: 'Администратор-СайтКонкурсы' },
  contestsViewer: { id: 54, name: 'Конкурсы-Просмотр' },
  extraPayments: { id: 55, name: 'Доп выплаты ответственный' },
  debtsAdmin: { id: 56, name: 'ГрафикЗадолженностей-Администратор' },
  debtsFaculty: { id: 57, name: 'ГрафикЗадолженностей-Факультет' },
  debtsDepartment: { id: 58, name: 'ГрафикЗадолженностей-Кафедра' },
  bypassSheet: { id: 59, name: 'ОбходнойЛист' },
  applicationsDeanOffice: { id: 60, name: 'ОбработкаЗаявлений-Деканат' },
  applicationsForeign: { id: 61, name: 'ОбработкаЗаявлений-ИнГраждан' },
  applicationsDean: { id: 62, name: 'ОбработкаЗаявлений-Декан' },
  applicationsPfu: { id: 63, name: 'ОбработкаЗаявлений-ПФУ' },
  applicationsAccounting: { id: 64, name: 'ОбработкаЗаявлений-Бухгалтерия' },
  applicationsViceRector: { id: 65, name: 'ОбработкаЗаявлений-ПроректорУР' },
  mailing: { id: 66, name: 'Рассылка-Почта' },
} as const

export type RoleKey = keyof typeof ROLES
export type RoleName = (typeof ROLES)[RoleKey]['name']
export const ALL_ROLES = Object.values(ROLES)

export const SCHOOL_X_PREFIX = 'ШколаХ'

export function hasRole(roles: readonly { name: string }[], ...names: readonly string[]): boolean {
  return roles.some((r) => names.includes(r.name))
}

export function isSchoolXUser(roles: readonly { name: string }[]): boolean {
  return roles.some((r) => r.name.startsWith(SCHOOL_X_PREFIX))
}
