import { createTRPCRouter } from '../../trpc'
import { adminOddsRouter } from './odds'
import { adminPointsRouter } from './points'
import { adminTransactionsRouter } from './transactions'
import { adminUsersRouter } from './users'
import { adminWalletsRouter } from './wallets'

export const adminRouter = createTRPCRouter({
  users: adminUsersRouter,
  odds: adminOddsRouter,
  transactions: adminTransactionsRouter,
  points: adminPointsRouter,
  wallets: adminWalletsRouter,
})
