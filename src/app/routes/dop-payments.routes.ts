import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { areaRoute } from './area-route'
import { routeNames } from '@/texts/ru/routes'
import { resourceRoute } from '@/kit/resource-route'

const TransferMonitoringScreen = lazy(() => import('@/screens/achieve/transfer-monitoring-screen'))
const route = areaRoute('achieve')
const LIST = '/DopPayments/adminDopPayment/'
const LOG = '/DopPayments/DopPaymentLog/'

/** Extra payments to staff (spec 1 §2 Extra payments, §6 'Доп выплаты ответственный') and the deans' transfer monitoring (issue 16). */
export const dopPaymentsRoutes: RouteRecord[] = [
  route(
    LIST,
    resourceRoute(() => import('@/api/dop-payments').then((m) => m.dopPaymentResource), routeNames[LIST]),
    ACCESS.extraPayments,
  ),
  route(
    LOG,
    resourceRoute(() => import('@/api/dop-payments').then((m) => m.dopLogResource), routeNames[LOG]),
    ACCESS.extraPayments,
  ),
  route('/Statistics/TransferMonitoring', TransferMonitoringScreen, ACCESS.deanOffice),
]
