import { createTRPCRouter } from '../../trpc'
import { adminOddsRouter } from './odds'
import { adminRoundsRouter } from './rounds'
import { adminSettingsRouter } from './settings'
import { adminUsersRouter } from './users'

export const adminRouter = createTRPCRouter({
  users: adminUsersRouter,
  odds: adminOddsRouter,
  rounds: adminRoundsRouter,
  settings: adminSettingsRouter,
})
