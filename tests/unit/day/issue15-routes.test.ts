import { describeIssueRoutes } from '../shell-routes/issue-routes'
import { ISSUE_15_PATHS } from './issue15-paths'

describeIssueRoutes('15', ISSUE_15_PATHS, {
  count: 46,
  areas: ['day', 'courses', 'choice'],
  witness: '/Staff/Graph',
})
