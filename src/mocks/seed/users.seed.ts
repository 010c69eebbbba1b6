import { db } from '../db'
import { ALL_ROLES, ROLES, type RoleKey } from '@/lib/roles'
import { DEMO_PASSWORD } from '@/lib/constants/app'
import { randomPerson, shortName, type PersonName } from '../lib/names'
import type { Rng } from '../lib/rng'
import { DEMO_USERS } from './demo-users'

export const FACULTIES = [
  { facultyID: 1, name: 'Факультет информатики и вычислительной техники', shortName: 'ИиВТ' },
  { facultyID: 2, name: 'Факультет экономики и управления', shortName: 'ЭиУ' },
  { facultyID: 3, name: 'Факультет машиностроения', shortName: 'МС' },
  { facultyID: 4, name: 'Факультет энергетики', shortName: 'ЭН' },
  { facultyID: 5, name: 'Юридический факультет', shortName: 'ЮФ' },
] as const

const GROUP_PREFIX: Record<number, string> = { 1: 'ВИТ', 2: 'ЭУ', 3: 'МС', 4: 'ЭН', 5: 'ЮР' }
const DEPARTMENTS = [
  'Кафедра программного обеспечения',
  'Кафедра информационных систем',
  'Кафедра экономики',
  'Кафедра технологии машиностроения',
  'Кафедра электроэнергетики',
  'Кафедра гражданского права',
]

export const PERSONA_COUNT = DEMO_USERS.length

function personFromTuple([last, first, middle]: [string, string, string]): PersonName {
  return { last_name: last, first_name: first, middle_name: middle, male: !first.endsWith('а') && !first.endsWith('я') }
}

function translit(text: string): string {
  const map: Record<string, string> = {
    а: 'a',
    б: 'b',
    в: 'v',
    г: 'g',
    д: 'd',
    е: 'e',
    ё: 'e',
    ж: 'zh',
    з: 'z',
    и: 'i',
    й: 'y',
    к: 'k',
    л: 'l',
    м: 'm',
    н: 'n',
    о: 'o',
    п: 'p',
    р: 'r',
    с: 's',
    т: 't',
    у: 'u',
    ф: 'f',
    х: 'h',
    ц: 'c',
    ч: 'ch',
    ш: 'sh',
    щ: 'sch',
    ы: 'y',
    э: 'e',
    ю: 'yu',
    я: 'ya',
    ь: '',
    ъ: '',
  }
  return [...text.toLowerCase()].map((c) => map[c] ?? c).join('')
}

function avatar(userID: number, male: boolean): string {
  return `/WebApp/img/icons/svg/avatar-${male ? 'm' : 'f'}${Math.abs(userID) % 4}.svg`
}

function createUser(spec: {
  userID: number
  login: string
  person: PersonName
  roles: { id: number; name: string }[]
  kind: string
  chip?: string
  note: string
  groupID?: number
  facultyID: number
  department: string
  position: string
}) {
  const group = spec.groupID ? db.studyGroup.findFirst({ where: { groupID: { equals: spec.groupID } } }) : null
  db.user.create({
    userID: spec.userID,
    login: spec.login,
    password: DEMO_PASSWORD,
    shortFIO: shortName(spec.person),
    email: `${spec.login}@univ.example`,
    first_name: spec.person.first_name,
    last_name: spec.person.last_name,
    middle_name: spec.person.middle_name,
    roleIDs: spec.roles.map((r) => r.id),
    currentRoleID: spec.roles[0]?.id ?? 0,
    anotherID: spec.userID < 0 ? 0 : 100000 + Math.abs(spec.userID),
    groupName: group?.name ?? '',
    groupID: group?.groupID ?? 0,
    facultyID: group?.facultyID ?? spec.facultyID,
    department: spec.department,
    position: spec.position,
    photo: avatar(spec.userID, spec.person.male),
    kind: spec.kind,
    demoChip: spec.chip ?? '',
    demoNote: spec.note,
  })
}

/** Users created between two steps of the browser's boot (each step a task of its own). */
const USERS_PER_STEP = 40

/**
 * The faculties, groups, demo users, one user per other role, and the population behind searches, chats and mail;
 * it yields after every USERS_PER_STEP of the population (the core's seed runs in steps in the browser).
 */
export function* seedUsersInSteps(rng: Rng): Generator<void, void, void> {
  for (const faculty of FACULTIES) db.faculty.create({ ...faculty })
  // Groups: faculty f, course c, form 1 (очная) → id f*100 + c*10 + 1; masters 131.
  for (const faculty of FACULTIES) {
    for (let course = 1; course <= 4; course++) {
      const year = 26 - course
      db.studyGroup.create({
        groupID: faculty.facultyID * 100 + course * 10 + 1,
        name: `${GROUP_PREFIX[faculty.facultyID]}${course}${faculty.facultyID}`,
        facultyID: faculty.facultyID,
        course,
        formStudy: 1,
      })
      db.studyGroup.create({
        groupID: faculty.facultyID * 100 + course * 10 + 2,
        name: `${GROUP_PREFIX[faculty.facultyID]}З${year}`,
        facultyID: faculty.facultyID,
        course,
        formStudy: 3,
      })
    }
  }
  const byKey = (key: RoleKey) => ({ id: ROLES[key].id, name: ROLES[key].name })
  for (const spec of DEMO_USERS) {
    createUser({
      ...spec,
      person: personFromTuple(spec.name),
      roles: spec.roles.map(byKey),
      facultyID: 1,
      department: DEPARTMENTS[0],
      position: spec.kind === 'teacher' ? 'Доцент' : spec.kind === 'student' ? 'Студент' : 'Сотрудник',
    })
  }
  // Every remaining role gets a demo user of its own, so each can be tried (login role<id>).
  const covered = new Set(DEMO_USERS.flatMap((u) => u.roles.map((r) => ROLES[r].id)))
  let nextID = 40
  for (const role of ALL_ROLES) {
    if (covered.has(role.id)) continue
    createUser({
      userID: nextID++,
      login: `role${role.id}`,
      person: randomPerson(rng),
      roles: [{ ...role }],
      kind: 'staff',
      note: role.name,
      facultyID: 1,
      department: DEPARTMENTS[0],
      position: 'Сотрудник',
    })
  }
  // The population behind searches, chats and mail: 60 teachers and 240 students.
  yield
  for (let i = 0; i < 60; i++) {
    if (i > 0 && i % USERS_PER_STEP === 0) yield
    const person = randomPerson(rng)
    const userID = 1000 + i
    createUser({
      userID,
      login: `${translit(person.last_name)}${userID}`,
      person,
      roles: [byKey('teachers')],
      kind: 'teacher',
      note: '',
      facultyID: (i % 5) + 1,
      department: DEPARTMENTS[i % DEPARTMENTS.length],
      position: rng.pick(['Ассистент', 'Старший преподаватель', 'Доцент', 'Профессор']),
    })
  }
  const groups = db.studyGroup.getAll()
  for (let i = 0; i < 240; i++) {
    if (i % USERS_PER_STEP === 0) yield
    const person = randomPerson(rng)
    const userID = 2000 + i
    createUser({
      userID,
      login: `${translit(person.last_name)}${userID}`,
      person,
      roles: [byKey('student')],
      kind: 'student',
      note: '',
      groupID: groups[i % groups.length].groupID,
      facultyID: 1,
      department: '',
      position: 'Студент',
    })
  }
}
