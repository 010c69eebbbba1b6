import { http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { createRecord, updateRecord } from '../lib/store'
import { getBlob, putBlob } from '../lib/persistence'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { fullName } from '../lib/names'
import { currentSemester, studentIDsOf, todayOf } from '../seed/journal.seed'
import { answerID, answersOf, courseKeys, courseOf, itemsOf } from '../seed/courses.seed'
import {
  canReadAnswers,
  courseOut,
  coursesOfGroup,
  idParam,
  isCourseTeacher,
  isStudent,
  studentOut,
  targetStudent,
} from './courses-common'
import { courseStatsHandlers } from './courses-stats.handlers'
import { courseItemFormSchema, gradeBodySchema, type Answer } from '@/api/courses'
import { isLate, markFitsControl, taskFileProblem } from '@/lib/course-rules'
import { ROLES } from '@/lib/roles'
import { courseTexts } from '@/texts/ru/courses'
import { formatFileSize as formatSize } from '@/lib/file-size'
import { TASK_FILE_MAX_BYTES } from '@/lib/constants/courses'

const t = courseTexts.server
const first = (issues: readonly { message: string }[]) => issues[0]?.message ?? courseTexts.failures.badRequest

function fileResponse(blob: Blob, name: string) {
  return new HttpResponse(blob, {
    headers: {
      'content-type': blob.type || 'application/octet-stream',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  })
}
const textFile = (lines: string[]) => new Blob([lines.join('\n')], { type: 'text/plain;charset=utf-8' })

/** The task `taskID` and its course; a Response when unknown. */
function taskOf(raw: string | null) {
  const id = idParam(raw)
  if (id === null) return badRequest(t.taskExpected)
  if (id instanceof Response) return id
  const course = courseOf(Math.floor(id / 100))
  const task = course ? itemsOf(course).find((i) => i.id === id && i.kind === 'task') : undefined
  return course && task ? { course, task } : notFound(t.taskNotFound)
}

export const courseHandlers: HttpHandler[] = [
  http.get('*/api/ElectronicEducation/Courses', ({ request }) => {
    const student = targetStudent(requireUser(request), queryOf(request).get('userID'))
    if (student instanceof Response) return student
    const { year, semester } = currentSemester()
    return ok({
      student: studentOut(student),
      year: `${year}-${year + 1}`,
      sem: semester,
      courses: coursesOfGroup(student.groupID).map((c) => courseOut(c, student.userID)),
    })
  }),

  http.get('*/api/ElectronicEducation/Course', ({ request }) => {
    const user = requireUser(request)
    const q = queryOf(request)
    const student = targetStudent(user, q.get('userID'))
    if (student instanceof Response) return student
    const courseID = idParam(q.get('courseID'))
    if (courseID === null) return badRequest(t.badID)
    if (courseID instanceof Response) return courseID
    const course = courseOf(courseID)
    if (!course || course.groupID !== student.groupID) return notFound(t.courseNotFound)
    return ok({
      course: courseOut(course, student.userID),
      student: studentOut(student),
      own: student.userID === user.userID,
      items: itemsOf(course),
      answers: answersOf(course).filter((a) => a.studentID === student.userID),
    })
  }),

  http.get('*/api/ElectronicEducation/TeacherCourses', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ROLES.teachers.name)
    return ok(
      courseKeys()
        .filter((c) => isCourseTeacher(user, c))
        .map((c) => {
          const answers = answersOf(c)
          return {
            ...courseOut(c, null),
            students: studentIDsOf(c.groupID).length,
            answers: answers.length,
            awaiting: answers.filter((a) => a.mark === null).length,
          }
        }),
    )
  }),

  http.get('*/api/ElectronicEducation/CourseAnswers', ({ request }) => {
    const user = requireUser(request)
    const courseID = idParam(queryOf(request).get('courseID'))
    if (courseID === null) return badRequest(t.badID)
    if (courseID instanceof Response) return courseID
    const course = courseOf(courseID)
    if (!course) return notFound(t.courseNotFound)
    if (!canReadAnswers(user, course)) return forbidden(t.notTeacher)
    const students = studentIDsOf(course.groupID)
      .map((id) => db.user.findFirst({ where: { userID: { equals: id } } }))
      .filter((u) => u !== null)
      .map((u) => ({ id: u.userID, fio: fullName(u) }))
      .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'))
    return ok({ course: courseOut(course, null), items: itemsOf(course), students, answers: answersOf(course) })
  }),

  // Spec 2 §7: multipart newFile plus the named id field (taskID).
  http.post('*/api/ElectronicEducation/FileTaskSave', async ({ request }) => {
    const user = requireUser(request)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest(t.fileExpected)
    }
    const file = form.get('newFile')
    const raw = form.get('taskID')
    const found = taskOf(typeof raw === 'string' ? raw : null)
    if (found instanceof Response) return found
    if (!file || typeof file === 'string') return badRequest(t.fileExpected)
    const { course, task } = found
    if (!isStudent(user) || user.groupID !== course.groupID) return forbidden(t.notInCourse)
    const named = form.get('fileName')
    const name = typeof named === 'string' && named.trim() ? named.trim() : file.name
    const problem = taskFileProblem({ name, size: file.size })
    if (problem === 'badType') return badRequest(courseTexts.submit.problems.badType)
    if (problem === 'empty') return badRequest(courseTexts.submit.problems.empty)
    if (problem === 'tooBig') return badRequest(courseTexts.submit.problems.tooBig(formatSize(TASK_FILE_MAX_BYTES)))
    const id = answerID(task.id, user.userID)
    const before = answersOf(course).find((a) => a.studentID === user.userID && a.taskID === task.id)
    if (before?.mark) return badRequest(t.alreadyGraded)
    const fileKey = `course-answer:${id}:${Date.now().toString(36)}`
    await putBlob(fileKey, file)
    const now = new Date()
    const data = {
      taskID: task.id,
      courseID: course.courseID,
      studentID: user.userID,
      fileName: name,
      fileSize: file.size,
      fileKey,
      submittedAt: now.toISOString(),
      late: isLate(todayOf(), task.deadline),
      mark: '',
      comment: '',
      gradedAt: '',
    }
    if (db.taskAnswer.findFirst({ where: { id: { equals: id } } })) updateRecord('taskAnswer', 'id', id, data)
    else createRecord('taskAnswer', { id, ...data })
    const { fileKey: _key, courseID: _course, ...answer } = data
    return ok({ ...answer, mark: null, gradedAt: null } satisfies Answer)
  }),

  // Spec 2 §7: GET api/ElectronicEducation/Files/downloadTaskFile?taskID (a teacher adds studentID).
  http.get('*/api/ElectronicEducation/Files/downloadTaskFile', async ({ request }) => {
    const user = requireUser(request)
    const q = queryOf(request)
    const found = taskOf(q.get('taskID'))
    if (found instanceof Response) return found
    const studentID = idParam(q.get('studentID'))
    if (studentID instanceof Response) return studentID
    const { course, task } = found
    const whose = studentID ?? user.userID
    if (whose !== user.userID && !canReadAnswers(user, course)) return forbidden(t.notTeacher)
    if (whose === user.userID && user.groupID !== course.groupID) return forbidden(t.notInCourse)
    const answer = answersOf(course).find((a) => a.taskID === task.id && a.studentID === whose)
    if (!answer) return notFound(t.answerNotFound)
    const row = db.taskAnswer.findFirst({ where: { id: { equals: answerID(task.id, whose) } } })
    const blob = row?.fileKey ? await getBlob(row.fileKey) : null
    const student = db.user.findFirst({ where: { userID: { equals: whose } } })
    return fileResponse(
      blob ??
        textFile([
          `${task.title}. ${course.discipline}`,
          `Студент: ${student ? fullName(student) : whose}, группа ${course.group}`,
          '',
          task.description,
          '',
          'Ход выполнения, результаты и выводы приведены ниже.',
        ]),
      answer.fileName,
    )
  }),

  http.get('*/api/ElectronicEducation/Files/downloadMaterialFile', async ({ request }) => {
    const user = requireUser(request)
    const id = idParam(queryOf(request).get('materialID'))
    if (id === null) return badRequest(t.badID)
    if (id instanceof Response) return id
    const course = courseOf(Math.floor(id / 100))
    const item = course ? itemsOf(course).find((i) => i.id === id && i.fileName) : undefined
    if (!course || !item) return notFound(t.courseNotFound)
    if (user.groupID !== course.groupID && !canReadAnswers(user, course)) return forbidden(t.notInCourse)
    const row = db.courseItem.findFirst({ where: { id: { equals: id } } })
    const blob = row?.fileKey ? await getBlob(row.fileKey) : null
    return fileResponse(blob ?? textFile([`${item.title}. ${course.discipline}`, '', item.description]), item.fileName)
  }),

  http.post('*/api/ElectronicEducation/TaskMark', async ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(gradeBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(first(parsed.issues))
    const body = parsed.output
    const found = taskOf(String(body.taskID))
    if (found instanceof Response) return found
    const { course, task } = found
    if (!isCourseTeacher(user, course)) return forbidden(t.notTeacher)
    if (!markFitsControl(course.control, body.mark)) return badRequest(courseTexts.rules.markForm)
    const answer = answersOf(course).find((a) => a.taskID === task.id && a.studentID === body.studentID)
    if (!answer) return notFound(t.answerNotFound)
    const id = answerID(task.id, body.studentID)
    const marked = { mark: body.mark, comment: body.comment.trim(), gradedAt: new Date().toISOString() }
    if (db.taskAnswer.findFirst({ where: { id: { equals: id } } })) updateRecord('taskAnswer', 'id', id, marked)
    else
      createRecord('taskAnswer', {
        id,
        ...answer,
        courseID: course.courseID,
        fileKey: '',
        ...marked,
      })
    return ok({ ...answer, ...marked })
  }),

  http.post('*/api/ElectronicEducation/CourseItem', async ({ request }) => {
    const user = requireUser(request)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest(courseTexts.rules.kind)
    }
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    const courseID = idParam(text('courseID'))
    if (courseID === null) return badRequest(t.badID)
    if (courseID instanceof Response) return courseID
    const course = courseOf(courseID)
    if (!course) return notFound(t.courseNotFound)
    if (!isCourseTeacher(user, course)) return forbidden(t.notTeacher)
    const file = form.get('file')
    const parsed = v.safeParse(courseItemFormSchema(todayOf()), {
      kind: text('kind'),
      title: text('title'),
      description: text('description'),
      link: text('link'),
      deadline: text('deadline'),
      file: file instanceof Blob ? file : null,
    })
    if (!parsed.success) return badRequest(first(parsed.issues))
    const values = parsed.output
    if (values.file instanceof Blob && values.file.size >= TASK_FILE_MAX_BYTES)
      return badRequest(courseTexts.rules.fileTooBig(formatSize(TASK_FILE_MAX_BYTES)))
    const used = db.courseItem.findMany({ where: { courseID: { equals: courseID } } }).map((i) => i.id)
    const id = Math.max(courseID * 100 + 9, ...used) + 1
    if (id >= courseID * 100 + 100) return badRequest(courseTexts.rules.kind)
    let fileKey = ''
    let fileName = ''
    if (values.kind === 'material' && values.file instanceof Blob) {
      fileKey = `course-material:${id}`
      const named = form.get('fileName')
      fileName =
        typeof named === 'string' && named.trim()
          ? named.trim()
          : values.file instanceof File
            ? values.file.name
            : 'file'
      await putBlob(fileKey, values.file)
    }
    const row = createRecord('courseItem', {
      id,
      courseID,
      kind: values.kind,
      title: values.title.trim(),
      description: values.description.trim(),
      link: values.kind === 'material' ? values.link : '',
      fileName,
      fileKey,
      deadline: values.kind === 'task' ? values.deadline : '',
    })
    const { fileKey: _key, ...item } = row
    return ok(item)
  }),
  ...courseStatsHandlers,
]
