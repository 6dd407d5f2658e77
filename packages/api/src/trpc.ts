import type { Permission } from '@pb/access'
import { isPlainText } from '@pb/contract/inputs/fields'
import type { Actor } from '@pb/core/auth/actor'
import { databaseFailure } from '@pb/core/db-failure'
import { DomainError, refusal } from '@pb/core/errors'
import { initTRPC } from '@trpc/server'
import type { Context } from './context'
import type { ProcedureMeta } from './declaration'
import { describeError, toTRPCError } from './errors'

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Pings keep event streams open under Bun's idle timeout.
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
    errorFormatter({ shape, error }) {
      const described = describeError(error)
      return {
        ...shape,
        message: described.message,
        data: {
          ...shape.data,
          stack: undefined,
          httpStatus: described.status,
          domainCode: described.code,
          details: described.details,
        },
      }
    },
  })

export const createTRPCRouter = t.router
export const createCallerFactory = t.createCallerFactory

/**
 * Turns a DomainError thrown anywhere below into the tRPC error of its code, and a lost connection
 * or a deadlock into the retryable DB_UNAVAILABLE (503) rather than a 500.
 */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (result.ok) return result
  const refusal = databaseFailure(result.error.cause) ?? result.error.cause
  if (refusal instanceof DomainError) throw toTRPCError(refusal)
  return result
})

/** Whether any string inside a value holds a control character such as NUL. */
function holdsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return !isPlainText(value)
  if (Array.isArray(value)) return value.some(holdsControlCharacters)
  if (value && typeof value === 'object') return Object.values(value).some(holdsControlCharacters)
  return false
}

/**
 * No input of any procedure may carry control characters, whatever its schema says: the database
 * cannot store NUL, and none belongs in a login id, password or note.
 */
const plainInput = t.middleware(async ({ getRawInput, next }) => {
  if (holdsControlCharacters(await getRawInput())) {
    throw refusal('VALIDATION', 'controlCharacters')
  }
  return next()
})

export const publicProcedure = t.procedure.use(domainErrors).use(plainInput)

const signedIn = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new DomainError('UNAUTHORIZED')
  return next({ ctx: { actor: ctx.actor as Actor } })
})

/** Any signed-in user, in either area. */
export const authedProcedure = signedIn

/** A member signed in to the member area. */
export const memberProcedure = signedIn.use(({ ctx, next }) => {
  if (ctx.actor.area !== 'member' || ctx.actor.roleCode !== 'MEMBER') throw new DomainError('FORBIDDEN')
  return next()
})

/**
 * Passes the permission the procedure declares to the use case, whose `requireAdmin` checks it once
 * (docs/roles-and-branches.md §4). Only the area is looked at here, before the input is read: a
 * member's session learns nothing of the console's inputs, not even what they refuse.
 */
const declaredPermission = signedIn.use(({ ctx, meta, next }) => {
  if (ctx.actor.area !== 'admin') throw new DomainError('FORBIDDEN')
  return next({ ctx: { permission: meta?.permission } })
})

/** An administrator's procedure, declaring the domain permission it needs (docs/api-conventions.md §10). */
export const adminProcedure = (permission: Permission) => declaredPermission.meta({ permission })
