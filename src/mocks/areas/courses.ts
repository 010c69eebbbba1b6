import { seedCourses } from '../seed/courses.seed'
import { courseHandlers } from '../handlers/courses.handlers'
import type { MockArea } from './mock-area'

/** The courses area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedCourses()
  },
  handlers: [...courseHandlers],
}
