import type { RoleCode } from '@pb/access'
import { type Db, type Executor, orgs, sessions, sessionTokens, users } from '@pb/db'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Actor, Area } from './actor'
import { issueToken, parseToken, secretMatches } from './tokens'

export const sessionLifetimes = {
  accessMs: 15 * 60_000,
  /** From the sign-in, whatever the refreshes: a stolen refresh token cannot keep a session forever. */
  sessionMs: 30 * 24 * 60 * 60_000,
}

/** When a session signed in at `createdAt` ends by itself. */
function sessionEndOf(createdAt: Date): Date {
  return new Date(createdAt.getTime() + sessionLifetimes.sessionMs)
}

export interface TokenPair {
  accessToken: string
  refreshToken: string
}

/** Mints an access and a refresh token in a session family; neither outlives the session. */
async function issueTokenPair(
  executor: Executor,
  sessionId: string,
  now: Date,
  sessionEnd: Date,
): Promise<TokenPair> {
  const access = issueToken()
  const refresh = issueToken()
  const accessEnd = Math.min(now.getTime() + sessionLifetimes.accessMs, sessionEnd.getTime())
  await executor.insert(sessionTokens).values([
    {
      id: access.id,
      sessionId,
      kind: 'access',
      secretHash: access.secretHash,
      expiresAt: new Date(accessEnd),
      createdAt: now,
    },
    {
      id: refresh.id,
      sessionId,
      kind: 'refresh',
      secretHash: refresh.secretHash,
      expiresAt: sessionEnd,
      createdAt: now,
    },
  ])
  return { accessToken: access.token, refreshToken: refresh.token }
}

export async function startSession(
  executor: Executor,
  params: { userId: number; area: Area; ip: string; userAgent: string; now: Date; secondFactor: boolean },
): Promise<TokenPair & { sessionId: string }> {
  const sessionId = issueToken().id
  await executor.insert(sessions).values({
    id: sessionId,
    userId: params.userId,
    area: params.area,
    ip: params.ip,
    userAgent: params.userAgent.slice(0, 300),
    createdAt: params.now,
    lastUsedAt: params.now,
    secondFactor: params.secondFactor,
  })
  return { sessionId, ...(await issueTokenPair(executor, sessionId, params.now, sessionEndOf(params.now))) }
}

/** What makes an actor: the session, its user and the user's org. */
const actorColumns = {
  sessionId: sessions.id,
  area: sessions.area,
  signedInAt: sessions.createdAt,
  revokedAt: sessions.revokedAt,
  userId: users.id,
  loginId: users.loginId,
  roleCode: users.roleCode,
  statusCode: users.statusCode,
  orgId: users.orgId,
  orgPath: orgs.path,
}

interface ActorRow {
  sessionId: string
  area: Area
  signedInAt: Date
  revokedAt: Date | null
  userId: number
  loginId: string
  roleCode: string
  statusCode: string
  orgId: number
  orgPath: string
}

/** The actor of a live session, or null when the session is revoked or over, or the user is not active. */
function liveActor(row: ActorRow | undefined, now: Date): Actor | null {
  if (!row || row.revokedAt || row.statusCode !== 'ACTIVE' || sessionEndOf(row.signedInAt) <= now) return null
  return {
    userId: row.userId,
    loginId: row.loginId,
    roleCode: row.roleCode as RoleCode,
    orgId: row.orgId,
    orgPath: row.orgPath,
    area: row.area,
    sessionId: row.sessionId,
  }
}

async function actorOfSession(executor: Executor, sessionId: string, now: Date): Promise<Actor | null> {
  const [row] = await executor
    .select(actorColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(sessions.id, sessionId))
  return liveActor(row, now)
}

/** A live access token's actor, with what deciding its later uses needs. */
export interface AccessGrant {
  actor: Actor
  expiresAt: Date
  lastUsedAt: Date | null
}

/**
 * The token, its session, user and org in one round trip. Every authenticated request runs it, so it
 * is built and prepared once per executor: building it anew each time cost a request more memory
 * than the answer it reads.
 */
function accessTokenQuery(executor: Executor) {
  return executor
    .select({
      ...actorColumns,
      secretHash: sessionTokens.secretHash,
      kind: sessionTokens.kind,
      expiresAt: sessionTokens.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessionTokens)
    .innerJoin(sessions, eq(sessions.id, sessionTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(sessionTokens.id, sql.placeholder('tokenId')))
    .prepare('authenticate')
}

const accessTokenQueries = new WeakMap<Executor, ReturnType<typeof accessTokenQuery>>()

/** Looks an access token up: its actor while the token, its session and its user are live. */
export async function lookUpAccessToken(
  executor: Executor,
  token: string,
  now: Date,
): Promise<AccessGrant | null> {
  const parsed = parseToken(token)
  if (!parsed) return null
  let query = accessTokenQueries.get(executor)
  if (!query) {
    query = accessTokenQuery(executor)
    accessTokenQueries.set(executor, query)
  }
  const [row] = await query.execute({ tokenId: parsed.id })
  if (row?.kind !== 'access' || !secretMatches(parsed.secret, row.secretHash) || row.expiresAt <= now)
    return null
  const actor = liveActor(row, now)
  return actor && { actor, expiresAt: row.expiresAt, lastUsedAt: row.lastUsedAt }
}

/** Resolves a bearer access token to its actor, or null when it is not a live token. */
export async function authenticate(
  executor: Executor,
  token: string,
  now = new Date(),
): Promise<Actor | null> {
  const grant = await lookUpAccessToken(executor, token, now)
  if (grant) await touchSession(executor, grant.actor.sessionId, grant.lastUsedAt, now)
  return grant?.actor ?? null
}

/** How stale `last_used_at` may get: written at most once a minute per session, not on every request. */
const LAST_USED_PRECISION_MS = 60_000

/**
 * Records that a session was used, when its last recorded use is older than the precision. Answers
 * the last recorded use after it.
 */
export async function touchSession(
  executor: Executor,
  sessionId: string,
  lastUsedAt: Date | null,
  now: Date,
): Promise<Date | null> {
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS)
  if (lastUsedAt && lastUsedAt > stale) return lastUsedAt
  await executor
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, stale))))
  return now
}

type RefreshOutcome =
  | { ok: true; userId: number; tokens: TokenPair }
  | { ok: false; code: 'UNAUTHORIZED' }
  | { ok: false; code: 'TOKEN_REUSED' | 'TOKEN_EXPIRED'; userId: number; sessionId: string }

/**
 * Rotates a refresh token in the caller's transaction: the presented one is spent and a new pair is
 * issued in the same family, never past the session's end. Presenting a spent token again (a stolen
 * copy, or a replay), or any token once the session's lifetime is over, ends the whole family. A
 * refusal is answered, not thrown, so the caller commits the family's end before it refuses.
 */
export async function rotateRefreshToken(
  tx: Executor,
  token: { id: string; secret: string },
  now: Date,
): Promise<RefreshOutcome> {
  const [row] = await tx
    .select({
      secretHash: sessionTokens.secretHash,
      kind: sessionTokens.kind,
      expiresAt: sessionTokens.expiresAt,
      usedAt: sessionTokens.usedAt,
      sessionId: sessions.id,
      signedInAt: sessions.createdAt,
      revokedAt: sessions.revokedAt,
      userId: sessions.userId,
      statusCode: users.statusCode,
    })
    .from(sessionTokens)
    .innerJoin(sessions, eq(sessions.id, sessionTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessionTokens.id, token.id))
  if (row?.kind !== 'refresh' || !secretMatches(token.secret, row.secretHash)) {
    return { ok: false, code: 'UNAUTHORIZED' }
  }
  if (row.revokedAt || row.statusCode !== 'ACTIVE') return { ok: false, code: 'UNAUTHORIZED' }
  const sessionEnd = sessionEndOf(row.signedInAt)
  if (row.expiresAt <= now || sessionEnd <= now) {
    await revokeSession(tx, row.sessionId, now)
    return { ok: false, code: 'TOKEN_EXPIRED', userId: row.userId, sessionId: row.sessionId }
  }
  // The spend is guarded in SQL so that two concurrent uses of one token cannot both rotate.
  const spent = await tx
    .update(sessionTokens)
    .set({ usedAt: now })
    .where(and(eq(sessionTokens.id, token.id), isNull(sessionTokens.usedAt)))
    .returning({ id: sessionTokens.id })
  if (spent.length === 0) {
    await revokeSession(tx, row.sessionId, now)
    return { ok: false, code: 'TOKEN_REUSED', userId: row.userId, sessionId: row.sessionId }
  }
  await tx
    .delete(sessionTokens)
    .where(and(eq(sessionTokens.sessionId, row.sessionId), lt(sessionTokens.expiresAt, now)))
  await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId))
  return { ok: true, userId: row.userId, tokens: await issueTokenPair(tx, row.sessionId, now, sessionEnd) }
}

/** Ends a session family: every token of it stops working at once. */
export async function revokeSession(executor: Executor, sessionId: string, now = new Date()): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
  await executor.delete(sessionTokens).where(eq(sessionTokens.sessionId, sessionId))
}

export const TICKET_MS = 60_000

/** A one-time, one-minute ticket that opens the event stream where a header cannot be sent. */
export async function issueEventTicket(executor: Executor, actor: Actor, now = new Date()): Promise<string> {
  const ticket = issueToken()
  await executor.insert(sessionTokens).values({
    id: ticket.id,
    sessionId: actor.sessionId,
    kind: 'ticket',
    secretHash: ticket.secretHash,
    expiresAt: new Date(now.getTime() + TICKET_MS),
    createdAt: now,
  })
  return ticket.token
}

/** Spends a ticket and answers the actor it was issued to, or null. */
export async function redeemEventTicket(db: Db, ticket: string, now = new Date()): Promise<Actor | null> {
  const parsed = parseToken(ticket)
  if (!parsed) return null
  const [row] = await db.select().from(sessionTokens).where(eq(sessionTokens.id, parsed.id))
  if (row?.kind !== 'ticket' || !secretMatches(parsed.secret, row.secretHash) || row.expiresAt <= now)
    return null
  const spent = await db
    .update(sessionTokens)
    .set({ usedAt: now })
    .where(and(eq(sessionTokens.id, parsed.id), isNull(sessionTokens.usedAt)))
    .returning({ id: sessionTokens.id })
  if (spent.length === 0) return null
  return actorOfSession(db, row.sessionId, now)
}
