import { ROUTES } from './routes'
import { RouteTableSwitch } from './route-switch'

/**
 * The whole route table (every area's routes with their names and titles, and the shell's section pages): its
 * own chunk (issue 19), loaded by app.tsx for an address outside the core routes, and beside the signed-in
 * frame once a user is about to be signed in.
 */
export default function FullRouteTable() {
  return <RouteTableSwitch routes={ROUTES} />
}
