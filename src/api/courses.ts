import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import {
  ANSWER_COMMENT_MAX,
  COURSE_ITEM_TEXT_MAX,
  COURSE_ITEM_TITLE_MAX,
  COURSE_LINK_MAX,
} from '@/lib/constants/courses'
import { ANSWER_MARKS } from '@/lib/course-rules'
import { MARKS } from '@/lib/day-grades'
import { visibleText } from '@/lib/validation'
import { courseTexts } from '@/texts/ru/courses'

/**
 * E-learning calls (issue 15). Spec 2 §7 names two: `POST /api/ElectronicEducation/FileTaskSave`
 * (multipart: newFile plus the named id field taskID) and `GET api/ElectronicEducation/Files/downloadTaskFile?taskID`
 * (a teacher adds studentID to pick whose answer). The rest is designed in the same {state, data} style.
 */
const r = courseTexts.rules

export const courseControlSchema = v.picklist(['exam', 'credit'])
export const courseSchema = v.object({
  courseID: v.number(),
  discipline: v.string(),
  groupID: v.number(),
  group: v.string(),
  control: courseControlSchema,
  teachers: v.array(v.string()),
  tasksTotal: v.number(),
  tasksDone: v.number(),
})
export type Course = v.InferOutput<typeof courseSchema>

export const courseStudentSchema = v.object({ id: v.number(), fio: v.string(), group: v.string() })
export type CourseStudent = v.InferOutput<typeof courseStudentSchema>

export const studentCoursesSchema = v.object({
  student: courseStudentSchema,
  year: v.string(),
  sem: v.number(),
  courses: v.array(courseSchema),
})
export type StudentCourses = v.InferOutput<typeof studentCoursesSchema>

export const answerSchema = v.object({
  taskID: v.number(),
  studentID: v.number(),
  fileName: v.string(),
  fileSize: v.number(),
  submittedAt: v.string(),
  late: v.boolean(),
  mark: v.nullable(v.picklist(ANSWER_MARKS)),
  comment: v.string(),
  gradedAt: v.nullable(v.string()),
})
export type Answer = v.InferOutput<typeof answerSchema>

export const courseItemSchema = v.object({
  id: v.number(),
  courseID: v.number(),
  kind: v.picklist(['material', 'task']),
  title: v.string(),
  description: v.string(),
  link: v.string(),
  fileName: v.string(),
  deadline: v.string(),
})
export type CourseItem = v.InferOutput<typeof courseItemSchema>

export const courseViewSchema = v.object({
  course: courseSchema,
  student: courseStudentSchema,
  /** The signed-in user is this student (may submit). */
  own: v.boolean(),
  items: v.array(courseItemSchema),
  answers: v.array(answerSchema),
})
export type CourseView = v.InferOutput<typeof courseViewSchema>

export const teacherCourseSchema = v.object({
  ...courseSchema.entries,
  students: v.number(),
  answers: v.number(),
  awaiting: v.number(),
})
export type TeacherCourse = v.InferOutput<typeof teacherCourseSchema>

export const lmsCourseSchema = v.object({
  course: courseSchema,
  items: v.array(courseItemSchema),
  students: v.array(v.object({ id: v.number(), fio: v.string() })),
  answers: v.array(answerSchema),
})
export type LmsCourse = v.InferOutput<typeof lmsCourseSchema>

/* ---------- forms (the mock validates the same bodies) ---------- */

export const gradeFormSchema = v.object({
  mark: v.pipe(v.string(r.mark), v.nonEmpty(r.mark)),
  comment: v.pipe(v.string(), v.maxLength(ANSWER_COMMENT_MAX, r.commentMax(ANSWER_COMMENT_MAX))),
})
export type GradeValues = v.InferOutput<typeof gradeFormSchema>
export const gradeBodySchema = v.object({
  taskID: v.pipe(v.number(), v.integer(), v.minValue(1)),
  studentID: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ...gradeFormSchema.entries,
})
export type GradeBody = v.InferOutput<typeof gradeBodySchema>

const isLink = (s: string) => s === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s)

/** The add-item form: a material (description, link or file) or a task (a deadline from `today` on). */
export const courseItemFormSchema = (today: string) =>
  v.pipe(
    v.object({
      kind: v.picklist(['material', 'task'], r.kind),
      title: v.pipe(visibleText(r.title), v.maxLength(COURSE_ITEM_TITLE_MAX, r.titleMax(COURSE_ITEM_TITLE_MAX))),
      description: v.pipe(v.string(), v.maxLength(COURSE_ITEM_TEXT_MAX, r.textMax(COURSE_ITEM_TEXT_MAX))),
      link: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(COURSE_LINK_MAX, r.linkMax(COURSE_LINK_MAX)),
        v.check(isLink, r.link),
      ),
      deadline: v.string(),
      file: v.nullable(v.union([v.instance(Blob), v.string()])),
    }),
    v.forward(
      v.check((i) => i.kind !== 'task' || /^\d{4}-\d{2}-\d{2}$/.test(i.deadline), r.deadline),
      ['deadline'],
    ),
    v.forward(
      v.check(
        (i) => i.kind !== 'task' || !/^\d{4}-\d{2}-\d{2}$/.test(i.deadline) || i.deadline >= today,
        r.deadlinePast,
      ),
      ['deadline'],
    ),
    v.forward(
      v.check(
        (i) => i.kind !== 'material' || i.description.trim() !== '' || i.link !== '' || i.file instanceof Blob,
        r.materialEmpty,
      ),
      ['description'],
    ),
  )
export type CourseItemValues = v.InferOutput<ReturnType<typeof courseItemFormSchema>>

/* ---------- statistics ---------- */

export const statRowSchema = v.object({
  groupID: v.number(),
  group: v.string(),
  course: v.number(),
  students: v.number(),
  average: v.nullable(v.number()),
  debtShare: v.number(),
  counts: v.record(v.picklist(MARKS), v.number()),
})
export type StatRow = v.InferOutput<typeof statRowSchema>
export const statisticsSchema = v.object({ year: v.string(), sem: v.number(), rows: v.array(statRowSchema) })
export type Statistics = v.InferOutput<typeof statisticsSchema>

/* ---------- fetchers ---------- */

export async function getStudentCourses(userID: number | null, options: RequestOptions = {}) {
  const answer = await http.get('/ElectronicEducation/Courses', { userID: userID ?? undefined }, options)
  return parseAnswer(stateEnvelope(studentCoursesSchema), answer).data
}
export async function getCourseView(courseID: number, userID: number | null, options: RequestOptions = {}) {
  const answer = await http.get('/ElectronicEducation/Course', { courseID, userID: userID ?? undefined }, options)
  return parseAnswer(stateEnvelope(courseViewSchema), answer).data
}
export async function getTeacherCourses(options: RequestOptions = {}) {
  const answer = await http.get('/ElectronicEducation/TeacherCourses', undefined, options)
  return parseAnswer(stateEnvelope(v.array(teacherCourseSchema)), answer).data
}
export async function getLmsCourse(courseID: number, options: RequestOptions = {}) {
  const answer = await http.get('/ElectronicEducation/CourseAnswers', { courseID }, options)
  return parseAnswer(stateEnvelope(lmsCourseSchema), answer).data
}
/** Spec 2 §7: POST /api/ElectronicEducation/FileTaskSave, multipart newFile plus the named id field. */
export async function saveTaskFile(taskID: number, file: File, options: RequestOptions = {}): Promise<Answer> {
  const form = new FormData()
  form.append('newFile', file, file.name)
  form.append('taskID', String(taskID))
  // the name once more as text: a multipart file part's own name is not kept by every client
  form.append('fileName', file.name)
  return parseAnswer(stateEnvelope(answerSchema), await http.post('/ElectronicEducation/FileTaskSave', form, options))
    .data
}
/** Spec 2 §7: GET api/ElectronicEducation/Files/downloadTaskFile?taskID (a teacher adds the student). */
export async function downloadTaskFile(taskID: number, studentID: number | null, options: RequestOptions = {}) {
  const body = await http.get<Blob>(
    '/ElectronicEducation/Files/downloadTaskFile',
    { taskID, studentID: studentID ?? undefined },
    options,
  )
  if (!(body instanceof Blob)) throw new Error('not a file')
  return body
}
export async function downloadMaterialFile(materialID: number, options: RequestOptions = {}) {
  const body = await http.get<Blob>('/ElectronicEducation/Files/downloadMaterialFile', { materialID }, options)
  if (!(body instanceof Blob)) throw new Error('not a file')
  return body
}
export async function gradeAnswer(body: GradeBody, options: RequestOptions = {}): Promise<Answer> {
  return parseAnswer(stateEnvelope(answerSchema), await http.post('/ElectronicEducation/TaskMark', body, options)).data
}
export async function addCourseItem(courseID: number, values: CourseItemValues, options: RequestOptions = {}) {
  const form = new FormData()
  form.append('courseID', String(courseID))
  form.append('kind', values.kind)
  form.append('title', values.title)
  form.append('description', values.description)
  form.append('link', values.link)
  form.append('deadline', values.kind === 'task' ? values.deadline : '')
  if (values.kind === 'material' && values.file instanceof Blob) {
    form.append('file', values.file, values.file instanceof File ? values.file.name : 'file')
    form.append('fileName', values.file instanceof File ? values.file.name : 'file')
  }
  return parseAnswer(stateEnvelope(courseItemSchema), await http.post('/ElectronicEducation/CourseItem', form, options))
    .data
}
export async function getGradeStatistics(year: string, sem: number, options: RequestOptions = {}) {
  const answer = await http.get('/EducationalActivity/Statistics', { year, sem }, options)
  return parseAnswer(stateEnvelope(statisticsSchema), answer).data
}
