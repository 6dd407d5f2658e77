import { createTRPCRouter } from '../../trpc'
import { adminOddsRouter } from './odds'
import { adminUsersRouter } from './users'

export const adminRouter = createTRPCRouter({
  users: adminUsersRouter,
  odds: adminOddsRouter,
})
