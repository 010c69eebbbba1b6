import { describeIssueRoutes } from '../shell-routes/issue-routes'
import { ISSUE_17_PATHS } from './issue17-paths'

// The feedback, the modules, the programme (spec 1 §2 Modules and School programme) and the older layout's links.
describeIssueRoutes('17', ISSUE_17_PATHS, {
  count: 36,
  areas: ['schoolx'],
  witness: '/donstux/Admin/Inventory',
})
