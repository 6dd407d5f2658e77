/** A permanent exclusion is stored as the end of year 9999 (see the server's PERMANENT_EXCLUSION). */
const permanentFromYear = 9999

export interface ActiveExclusion {
  until: string
  permanent: boolean
}

/** The member's time-out or self-exclusion if it still runs at `now` (server time, ms), else null. */
export function activeExclusion(until: string | null | undefined, now: number): ActiveExclusion | null {
  if (!until || Date.parse(until) <= now) return null
  return { until, permanent: new Date(until).getUTCFullYear() >= permanentFromYear }
}
