import type { Rng } from './rng'

const MALE_FIRST = [
  'Александр',
  'Алексей',
  'Андрей',
  'Артём',
  'Владимир',
  'Дмитрий',
  'Евгений',
  'Иван',
  'Игорь',
  'Кирилл',
  'Максим',
  'Михаил',
  'Никита',
  'Николай',
  'Павел',
  'Роман',
  'Сергей',
  'Тимур',
  'Фёдор',
  'Ярослав',
]
const FEMALE_FIRST = [
  'Анастасия',
  'Анна',
  'Валерия',
  'Виктория',
  'Дарья',
  'Екатерина',
  'Елена',
  'Ирина',
  'Ксения',
  'Мария',
  'Наталья',
  'Ольга',
  'Полина',
  'Светлана',
  'София',
  'Татьяна',
  'Ульяна',
  'Юлия',
]
const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Кириллов',
  'Гусев',
  'Титов',
  'Белов',
  'Комаров',
  'Медведев',
  'Тарасов',
]
const MALE_PATRONYMIC = [
  'Александрович',
  'Алексеевич',
  'Андреевич',
  'Викторович',
  'Владимирович',
  'Дмитриевич',
  'Евгеньевич',
  'Иванович',
  'Игоревич',
  'Михайлович',
  'Николаевич',
  'Олегович',
  'Павлович',
  'Сергеевич',
  'Юрьевич',
]
const FEMALE_PATRONYMIC = MALE_PATRONYMIC.map((p) => p.replace(/ич$/, 'на'))

export interface PersonName {
  last_name: string
  first_name: string
  middle_name: string
  male: boolean
}

export function randomPerson(rng: Rng): PersonName {
  const male = rng.chance(0.5)
  const surname = rng.pick(SURNAMES)
  return {
    male,
    last_name: male ? surname : surname.endsWith('ой') ? surname.replace(/ой$/, 'ая') : `${surname}а`,
    first_name: rng.pick(male ? MALE_FIRST : FEMALE_FIRST),
    middle_name: rng.pick(male ? MALE_PATRONYMIC : FEMALE_PATRONYMIC),
  }
}

/** «Фамилия Имя Отчество»; an empty part (no patronymic) is left out. */
export function fullName(p: {
  last_name?: string | null
  first_name?: string | null
  middle_name?: string | null
}): string {
  return [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ')
}

/** «Иванов И. И.» */
export function shortName(p: Pick<PersonName, 'last_name' | 'first_name' | 'middle_name'>): string {
  return `${p.last_name} ${p.first_name[0]}. ${p.middle_name[0]}.`
}
