import type { RealityCheck } from '../../trpc/types'

/** Per play session, the moment on this browser's clock at which it started. */
const anchors = new Map<string, number>()

/**
 * When the session started, on this browser's clock: the server's answer says how long the session
 * had lasted when it was read (`dataUpdatedAt`, browser time). The first reading of a session is kept,
 * so a refetch or a page change does not move it; the check then counts on the browser's clock alone.
 */
export function sessionStartOnThisClock(check: RealityCheck, readAt: number): number {
  const known = anchors.get(check.sessionStartedAt)
  if (known !== undefined) return known
  const lasted = Date.parse(check.serverTime) - Date.parse(check.sessionStartedAt)
  const start = readAt - Math.max(0, lasted)
  anchors.set(check.sessionStartedAt, start)
  return start
}

/** How long until the next whole interval since `start`, on this clock. */
export function untilNextCheck(start: number, intervalMs: number, now = Date.now()): number {
  const passed = Math.floor((now - start) / intervalMs) + 1
  return start + passed * intervalMs - now
}
