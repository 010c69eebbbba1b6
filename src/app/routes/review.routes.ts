import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'

const ReceivedReviewsScreen = lazy(() => import('@/screens/review/received-reviews-screen'))
const FeedScreen = lazy(() => import('@/screens/home/feed-screen'))

/** Routes of the review area: teachers' received reviews and the feed. */
export const reviewRoutes: RouteRecord[] = [
  {
    path: '/Journals/TeacherReviews/:teacherID',
    screen: ReceivedReviewsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'review',
    title: 'Журнал',
  },
  {
    path: '/Journals/ReviewsList',
    screen: ReceivedReviewsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'review',
    title: 'Журнал',
  },
  {
    path: '/Feed/:userID?',
    screen: FeedScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'review',
    title: 'Лента событий',
  },
]
