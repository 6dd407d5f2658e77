import { createTRPCRouter } from '../../trpc'
import { adminOddsRouter } from './odds'
import { adminPointsRouter } from './points'
import { adminRoundsRouter } from './rounds'
import { adminSettingsRouter } from './settings'
import { adminTransactionsRouter } from './transactions'
import { adminUsersRouter } from './users'
import { adminWalletsRouter } from './wallets'

export const adminRouter = createTRPCRouter({
  users: adminUsersRouter,
  odds: adminOddsRouter,
  rounds: adminRoundsRouter,
  settings: adminSettingsRouter,
  transactions: adminTransactionsRouter,
  points: adminPointsRouter,
  wallets: adminWalletsRouter,
})
