import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { CONTEST_ADMIN_ROLES, CONTEST_NAME_MAX } from '@/lib/constants/contests'
import { contestTexts } from '@/texts/ru/contests'

const t = contestTexts.admin

export const contestAdminRowSchema = v.object({
  competitionID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateTo: v.string(),
  showInMenu: v.boolean(),
  status: v.optional(v.string(), ''),
  applications: v.optional(v.number(), 0),
  settingsLink: v.optional(v.string(), ''),
})
export type ContestAdminRow = v.InferOutput<typeof contestAdminRowSchema>

/**
 * /Contests/Admin/: the contests administrator's list of every contest of the module (the same rows the
 * students' lists show) — create, rename, move the dates, hide from the menu, delete one without
 * applications; each opens its settings (stages, criteria, jury).
 */
export const contestAdminResource = defineResource({
  name: 'contests-admin',
  key: 'competitionID',
  row: contestAdminRowSchema,
  columns: [
    { value: 'competitionID', text: t.colID, hiddenForm: true, align: 'right', width: '4rem' },
    { value: 'name', text: t.colName, required: true, maxLength: CONTEST_NAME_MAX },
    { value: 'dateStart', text: t.colStart, type: 'date', required: true },
    { value: 'dateTo', text: t.colEnd, type: 'date', required: true },
    { value: 'showInMenu', text: t.colMenu, type: 'boolean', align: 'center' },
    { value: 'status', text: t.colStatus, hiddenForm: true, filteredData: true },
    { value: 'applications', text: t.colApplications, hiddenForm: true, align: 'right' },
    {
      value: 'settingsLink',
      text: t.colSettings,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Contests/SettingContest/{competitionID}',
      hiddenForm: true,
    },
  ],
  endpoints: {
    list: '/Contests/Admin/List',
    create: '/Contests/Admin/List',
    update: '/Contests/Admin/List/{key}',
    remove: '/Contests/Admin/List/{key}',
  },
  access: {
    read: CONTEST_ADMIN_ROLES,
    create: CONTEST_ADMIN_ROLES,
    edit: CONTEST_ADMIN_ROLES,
    remove: CONTEST_ADMIN_ROLES,
  },
  sortBy: 'competitionID',
})
