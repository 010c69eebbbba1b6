/** Contract (хоздоговорные) works: spec 1 §4 «'Подрядные работы' to the contract work page», §6 «Кабинет подрядных работ». */
/** A contract work's reference type and name in the works registry (the shell's /openWork lookups: 103). */
export const CONTRACT_TYPE_ID = 40
export const CONTRACT_WORK_NAME = 'Подрядные работы'
export const CONTRACT_CATEGORY = 'НИД'
/** The cabinet that sees every contract work, and the research admin. */
export const CONTRACT_OFFICE_ROLES = ['Кабинет подрядных работ', 'Администратор-НИР'] as const
/** Who may open a contract work of their own (a teacher). */
export const CONTRACT_AUTHOR_ROLE = 'Преподаватели'
/** Stages of a contract, in order. */
export const CONTRACT_STAGES = [
  { value: 1, label: 'Заключение договора' },
  { value: 2, label: 'Выполнение работ' },
  { value: 3, label: 'Сдача-приёмка' },
  { value: 4, label: 'Завершён' },
] as const
/** Limits: the contract's amount in roubles, the texts, how many co-executors. */
export const CONTRACT_AMOUNT_MAX = 500_000_000
export const CONTRACT_CUSTOMER_MAX = 300
export const CONTRACT_NUMBER_MAX = 50
export const CONTRACT_EXECUTORS_MAX = 10
