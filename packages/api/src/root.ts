import { adminRouter } from './routers/admin'
import { authRouter } from './routers/auth'
import { betsRouter } from './routers/bets'
import { cashierRouter } from './routers/cashier'
import { eventsRouter } from './routers/events'
import { gameRouter } from './routers/game'
import { healthRouter } from './routers/health'
import { messagesRouter } from './routers/messages'
import { usersRouter } from './routers/users'
import { createCallerFactory, createTRPCRouter } from './trpc'

export const appRouter = createTRPCRouter({
  health: healthRouter,
  auth: authRouter,
  users: usersRouter,
  game: gameRouter,
  bets: betsRouter,
  cashier: cashierRouter,
  events: eventsRouter,
  messages: messagesRouter,
  admin: adminRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
