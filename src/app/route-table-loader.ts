/** The whole route table's chunk (full-route-table.tsx, issue 19): app.tsx renders it, RouteFrame preloads it. */
export const loadFullRouteTable = () => import('./full-route-table')
