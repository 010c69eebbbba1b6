import { describeIssueRoutes } from '../shell-routes/issue-routes'
import { ISSUE_14_PATHS } from './issue14-paths'

describeIssueRoutes('14', ISSUE_14_PATHS, { count: 28, areas: ['nir'], witness: '/Skif/:workID?' })
