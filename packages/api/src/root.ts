import { adminRouter } from './routers/admin'
import { authRouter } from './routers/auth'
import { healthRouter } from './routers/health'
import { usersRouter } from './routers/users'
import { createCallerFactory, createTRPCRouter } from './trpc'

export const appRouter = createTRPCRouter({
  health: healthRouter,
  auth: authRouter,
  users: usersRouter,
  admin: adminRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
