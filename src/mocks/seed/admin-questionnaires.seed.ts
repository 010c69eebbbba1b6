import type { Answers, Question } from '@/api/admin-questionnaires'
import { ROLES } from '@/lib/roles'
import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'

const date = (daysFromSeed: number) => new Date(SEED_NOW.getTime() + daysFromSeed * 864e5).toISOString().slice(0, 10)

const TEACHING: Question[] = [
  {
    id: 1,
    text: 'Как вы оцениваете качество занятий в этом семестре?',
    kind: 'scale',
    required: true,
    options: [],
    scaleMax: 5,
    section: 'Занятия',
  },
  {
    id: 2,
    text: 'Какой формат занятий вам удобнее?',
    kind: 'single',
    required: true,
    options: ['Очно', 'Дистанционно', 'Смешанный'],
    scaleMax: 0,
    section: 'Занятия',
  },
  {
    id: 3,
    text: 'Чем вы пользуетесь при подготовке?',
    kind: 'multiple',
    required: false,
    options: ['Лекции преподавателя', 'Электронная библиотека', 'Видеокурсы', 'Учебники'],
    scaleMax: 0,
    section: 'Подготовка',
  },
  {
    id: 4,
    text: 'Что стоит улучшить?',
    kind: 'text',
    required: false,
    options: [],
    scaleMax: 0,
    section: 'Подготовка',
  },
]
const CABINET: Question[] = [
  {
    id: 1,
    text: 'Насколько удобен личный кабинет?',
    kind: 'scale',
    required: true,
    options: [],
    scaleMax: 10,
  },
  { id: 2, text: 'Ваши пожелания', kind: 'text', required: false, options: [], scaleMax: 0 },
]
const WISHES = ['Больше практики', 'Записи лекций', 'Расписание без окон', 'Обратная связь по работам']

/**
 * Two questionnaires: the students' semester survey, open for a year from the demo's date (the demo
 * student has not answered it yet; 12 other students have), and a closed survey of the cabinet.
 */
export function seedQuestionnaires(rng: Rng): void {
  db.questionnaire.create({
    id: 1,
    title: 'Качество обучения в осеннем семестре',
    description: 'Анкета деканата: ответы помогут спланировать весенний семестр.',
    roleIDs: [ROLES.student.id],
    from: date(-10),
    to: date(365),
    anonymous: true,
    authorID: 7,
    questions: JSON.stringify(TEACHING),
    created: date(-11),
  })
  db.questionnaire.create({
    id: 2,
    title: 'Удобство личного кабинета',
    description: '',
    roleIDs: [ROLES.student.id, ROLES.teachers.id],
    from: date(-60),
    to: date(-30),
    anonymous: false,
    authorID: 7,
    questions: JSON.stringify(CABINET),
    created: date(-61),
  })
  let id = 0
  for (let i = 0; i < 12; i++) {
    const answers: Answers = {
      q1: rng.int(2, 5),
      q2: rng.int(0, 2),
      q3: [0, 1, 2, 3].filter(() => rng.chance(0.5)),
      q4: rng.chance(0.4) ? rng.pick(WISHES) : '',
    }
    db.questionnaireAnswer.create({
      id: ++id,
      questionnaireID: 1,
      userID: 2000 + i,
      date: date(-rng.int(1, 9)),
      answers: JSON.stringify(answers),
    })
  }
  for (let i = 0; i < 8; i++) {
    db.questionnaireAnswer.create({
      id: ++id,
      questionnaireID: 2,
      userID: i % 2 ? 2100 + i : 1000 + i,
      date: date(-rng.int(31, 59)),
      answers: JSON.stringify({ q1: rng.int(5, 10), q2: '' }),
    })
  }
}
