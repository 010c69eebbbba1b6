import { defineResource } from '@/lib/resource/define-resource'
import { achieveTexts } from '@/texts/ru/achieve'
import { APP_ROLES, appQueueRowSchema } from './achieve-applications'

const t = achieveTexts.app

/**
 * The processing list of student applications (/StudentApplication/List): read-only for the
 * 'ОбработкаЗаявлений-*' roles; each row opens the application, where the stage's role decides. The
 * server's order stays: those waiting for the user's decision first, then the newest.
 */
export const appQueueResource = defineResource({
  name: 'student-applications',
  key: 'id',
  row: appQueueRowSchema,
  columns: [
    {
      value: 'id',
      text: t.number,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/StudentApplication/Application/{id}',
      width: '5rem',
    },
    { value: 'kindName', text: t.kind, filteredData: true },
    { value: 'studentName', text: t.student },
    { value: 'groupName', text: t.group, filteredData: true },
    { value: 'createdAt', text: t.date, type: 'date' },
    { value: 'statusName', text: t.status, filteredData: true },
    { value: 'stageName', text: t.stage, filteredData: true },
    { value: 'mine', text: t.colMine, type: 'boolean', filteredData: true, align: 'center' },
  ],
  endpoints: { list: '/StudentApplication/List' },
  access: { read: APP_ROLES },
})
