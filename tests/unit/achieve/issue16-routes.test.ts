import { describeIssueRoutes } from '../shell-routes/issue-routes'
import { ISSUE_16_PATHS } from './issue16-paths'

describeIssueRoutes('16', ISSUE_16_PATHS, {
  count: 61,
  areas: ['achieve'],
  witness: '/Teacher/competency',
})
