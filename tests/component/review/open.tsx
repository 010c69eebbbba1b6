import { render } from '@testing-library/react'
import { Route, Router, Switch } from 'wouter'
import { App } from '@/app/app'
import ReceivedReviewsScreen from '@/screens/review/received-reviews-screen'
import { issueToken } from '@/mocks/node'

/** Signed in as `userID` (a fresh demo token in the cookie) at /WebApp{path}. */
function signedInAt(userID: number, path: string) {
  document.cookie = 'authToken=' + issueToken(userID) + '; path=/'
  window.history.replaceState(null, '', `/WebApp${path}`)
}

/** The whole app, signed in as `userID`, at `path`. */
export function openAs(userID: number, path = '/') {
  signedInAt(userID, path)
  return render(<App base="/WebApp" />)
}

/** Only the received-reviews screen (both of its routes), signed in as `userID`, at `path`. */
export function openReceived(path: string, userID: number) {
  signedInAt(userID, path)
  return render(
    <Router base="/WebApp">
      <Switch>
        <Route path="/Journals/TeacherReviews/:teacherID">
          {(p) => <ReceivedReviewsScreen params={p as Record<string, string | undefined>} />}
        </Route>
        <Route path="/Journals/ReviewsList">{() => <ReceivedReviewsScreen params={{}} />}</Route>
      </Switch>
    </Router>,
  )
}
