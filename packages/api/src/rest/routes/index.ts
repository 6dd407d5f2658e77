import type { RestRoute } from '../route'
import { adminAccountRoutes } from './admin/account'
import { adminApprovalsRoutes } from './admin/approvals'
import { adminAuditRoutes } from './admin/audit'
import { adminBeaconRoutes } from './admin/beacon'
import { adminBetsRoutes } from './admin/bets'
import { adminCommissionRoutes } from './admin/commission'
import { adminMessagesRoutes } from './admin/messages'
import { adminOddsRoutes } from './admin/odds'
import { adminOrgsRoutes } from './admin/orgs'
import { adminPointsRoutes } from './admin/points'
import { adminRoundsRoutes } from './admin/rounds'
import { adminSettingsRoutes } from './admin/settings'
import { adminSettlementRoutes } from './admin/settlement'
import { adminStatsRoutes } from './admin/stats'
import { adminTransactionsRoutes } from './admin/transactions'
import { adminUsersRoutes } from './admin/users'
import { adminWalletsRoutes } from './admin/wallets'
import { authRoutes } from './auth'
import { betsRoutes } from './bets'
import { cashierRoutes } from './cashier'
import { eventsRoutes } from './events'
import { gameRoutes } from './game'
import { healthRoutes } from './health'
import { messagesRoutes } from './messages'
import { usersRoutes } from './users'

/**
 * Every REST route, grouped by the router whose procedures they call (one file each, named like the
 * router). Their order does not matter (docs/api-conventions.md §10).
 */
export const restRoutes: RestRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...adminUsersRoutes,
  ...gameRoutes,
  ...betsRoutes,
  ...eventsRoutes,
  ...adminOddsRoutes,
  ...adminSettingsRoutes,
  ...adminAuditRoutes,
  ...adminAccountRoutes,
  ...cashierRoutes,
  ...adminTransactionsRoutes,
  ...adminPointsRoutes,
  ...adminWalletsRoutes,
  ...adminSettlementRoutes,
  ...adminBetsRoutes,
  ...adminStatsRoutes,
  ...adminOrgsRoutes,
  ...adminCommissionRoutes,
  ...adminRoundsRoutes,
  ...adminBeaconRoutes,
  ...adminApprovalsRoutes,
  ...messagesRoutes,
  ...adminMessagesRoutes,
]
