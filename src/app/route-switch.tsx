import { Redirect, Route, Switch } from 'wouter'
import type { RouteRecord } from './routes/types'
import { RouteFrame } from './route-frame'

/** One route of a table: the guard, title and layout around its screen (RouteFrame). */
export function routeElements(records: readonly RouteRecord[]) {
  return records.map((record) => (
    <Route key={record.path} path={record.path}>
      {(params) => <RouteFrame record={record} params={params as Record<string, string | undefined>} />}
    </Route>
  ))
}

/** The whole route table; an address none of its routes matches goes to /404. */
export function RouteTableSwitch({ routes }: { routes: readonly RouteRecord[] }) {
  return (
    <Switch>
      {routeElements(routes)}
      <Route>
        <Redirect to="/404" replace />
      </Route>
    </Switch>
  )
}
