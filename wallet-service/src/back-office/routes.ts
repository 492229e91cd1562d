import type { AppContext } from '../context.ts'
import type { PaymentsContext } from '../payments/payments-context.ts'
import { complianceRoutes } from './compliance/routes.ts'
import { financeRoutes } from './finance/routes.ts'
import { riskRoutes } from './risk/routes.ts'
import type { GameRegistry } from '../games/registry.ts'
import { resolutionRoutes } from './finance/resolution-routes.ts'
import { reportsRoutes } from './reports/routes.ts'
import { staffApi } from './staff/staff-calls.ts'
import { staffRoutes } from './staff/routes.ts'
import { supportRoutes } from './support/routes.ts'
import { agentsStaffRoutes } from './agents/routes.ts'

/**
 * The back office's API under /staff: called only by the CMS admin's server, each call signed and
 * naming its staff member (decision 020). Each area's routes check the roles the action needs.
 */
export function backOfficeRoutes(context: AppContext, payments: PaymentsContext, games: GameRegistry, ticketTables: readonly string[]) {
  return staffApi(context, (app) => {
    staffRoutes(context)(app)
    financeRoutes(context, payments)(app)
    resolutionRoutes(context, payments)(app)
    reportsRoutes(context, payments)(app)
    complianceRoutes(context)(app)
    riskRoutes(context, games)(app)
    supportRoutes(context)(app)
    agentsStaffRoutes(context, ticketTables)(app)
  })
}
