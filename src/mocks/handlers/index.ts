import type { HttpHandler } from 'msw'
import { faultHandler } from '../lib/faults'
import { authHandlers } from './auth.handlers'
import { initHandlers } from './init.handlers'
import { shellHandlers } from './shell.handlers'
import { chatHandlers } from './chat.handlers'
import { mailHandlers } from './mail.handlers'
import { referenceHandlers } from './reference.handlers'
import { reviewHandlers } from './review.handlers'
import { giaHandlers } from './gia.handlers'
import { settingsHandlers } from './settings.handlers'
import { nirHandlers } from './nir.handlers'
import { nirAdminHandlers } from './nir-admin.handlers'
import { adminHandlers } from './admin.handlers'
import { dayHandlers } from './day.handlers'
import { journalPagesHandlers } from './journal-pages.handlers'
import { achieveHandlers } from './achieve.handlers'
import { schoolxHandlers } from './schoolx.handlers'
import { raspManagerHandlers } from './rasp-manager.handlers'
import { raspDraftHandlers } from './rasp-draft.handlers'
import { studentsDebtsHandlers } from './students-debts.handlers'
import { contestHandlers } from './contests.handlers'
import { ratingHandlers } from './rating.handlers'
import { dormitoryHandlers } from './dormitory.handlers'
import { dopPaymentHandlers } from './dop-payments.handlers'
import { transferHandlers } from './transfers.handlers'
import { competencyHandlers } from './competency.handlers'
import { certResourceHandlers } from './cert-resources.handlers'
import { courseHandlers } from './courses.handlers'
import { choiceHandlers } from './choice.handlers'
import { staffHandlers } from './staff.handlers'

/** Fault injection first (it falls through when no fault applies), then one array per area. */
export const handlers: HttpHandler[] = [
  faultHandler,
  ...authHandlers,
  ...initHandlers,
  ...shellHandlers,
  ...chatHandlers,
  ...mailHandlers,
  ...referenceHandlers,
  ...reviewHandlers,
  ...giaHandlers,
  ...settingsHandlers,
  ...nirHandlers,
  ...nirAdminHandlers,
  ...adminHandlers,
  ...dayHandlers,
  ...journalPagesHandlers,
  ...achieveHandlers,
  ...schoolxHandlers,
  ...raspManagerHandlers,
  ...raspDraftHandlers,
  ...studentsDebtsHandlers,
  ...contestHandlers,
  ...ratingHandlers,
  ...dormitoryHandlers,
  ...dopPaymentHandlers,
  ...transferHandlers,
  ...competencyHandlers,
  ...certResourceHandlers,
  ...courseHandlers,
  ...choiceHandlers,
  ...staffHandlers,
]
