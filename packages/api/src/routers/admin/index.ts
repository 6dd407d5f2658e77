import { createTRPCRouter } from '../../trpc'
import { adminAccountRouter } from './account'
import { adminApprovalsRouter } from './approvals'
import { adminArchiveRouter } from './archive'
import { adminAuditRouter } from './audit'
import { adminBeaconRouter } from './beacon'
import { adminBetsRouter } from './bets'
import { adminCommissionRouter } from './commission'
import { adminMessagesRouter } from './messages'
import { adminOddsRouter } from './odds'
import { adminOrgsRouter } from './orgs'
import { adminPointsRouter } from './points'
import { adminRequestsRouter } from './requests'
import { adminRoundsRouter } from './rounds'
import { adminSettingsRouter } from './settings'
import { adminStatsRouter } from './stats'
import { adminUsersRouter } from './users'
import { adminWalletsRouter } from './wallets'

export const adminRouter = createTRPCRouter({
  users: adminUsersRouter,
  odds: adminOddsRouter,
  rounds: adminRoundsRouter,
  settings: adminSettingsRouter,
  requests: adminRequestsRouter,
  points: adminPointsRouter,
  wallets: adminWalletsRouter,
  archive: adminArchiveRouter,
  account: adminAccountRouter,
  audit: adminAuditRouter,
  bets: adminBetsRouter,
  stats: adminStatsRouter,
  orgs: adminOrgsRouter,
  commission: adminCommissionRouter,
  approvals: adminApprovalsRouter,
  beacon: adminBeaconRouter,
  messages: adminMessagesRouter,
})
