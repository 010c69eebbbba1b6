import type { HttpHandler } from 'msw'
import { nirWorkReadHandlers } from './nir-works-read.handlers'
import { nirWorkWriteHandlers } from './nir-works-write.handlers'
import { nirCabinetHandlers } from './nir-cabinets.handlers'
import { nirStatHandlers } from './nir-stat.handlers'
import { nirFinNirHandlers } from './nir-finnir.handlers'
import { nirNewsHandlers } from './nir-news.handlers'
import { nirContractHandlers } from './nir-contract.handlers'
import { nirSkifHandlers } from './nir-skif.handlers'
import { nirSemestrHandlers } from './nir-semestr.handlers'
import { nirFileHandlers } from './nir-files.handlers'
import { nirControlHandlers } from './nir-control.handlers'

/**
 * Handlers of the research works area (spec 2 §7 "Publications"), one file per resource: exact paths and
 * query names, {state, data} answers; 401 without a token, 403 for works and cabinets the user may not act
 * on, 400 with a Russian message for bad input, journaled writes.
 */
export const nirHandlers: HttpHandler[] = [
  ...nirWorkReadHandlers,
  ...nirWorkWriteHandlers,
  ...nirCabinetHandlers,
  ...nirStatHandlers,
  ...nirFinNirHandlers,
  ...nirNewsHandlers,
  ...nirContractHandlers,
  ...nirSkifHandlers,
  ...nirSemestrHandlers,
  ...nirFileHandlers,
  ...nirControlHandlers,
]
