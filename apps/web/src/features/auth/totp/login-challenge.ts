/** What a sign-in that needs the second factor answers (TOTP_REQUIRED, `details`). */
export interface LoginChallenge {
  challengeToken: string
  /** False when the role requires the factor and the user has yet to enrol. */
  enrolled: boolean
}

/** The challenge in a TOTP_REQUIRED error, or undefined for any other error. */
export function challengeOf(
  error: { data?: { domainCode?: string; details?: unknown } | null } | null,
): LoginChallenge | undefined {
  const details = error?.data?.domainCode === 'TOTP_REQUIRED' ? error.data.details : undefined
  if (!details || typeof details !== 'object') return undefined
  const challengeToken: unknown = Reflect.get(details, 'challengeToken')
  if (typeof challengeToken !== 'string') return undefined
  return { challengeToken, enrolled: Reflect.get(details, 'enrolled') !== false }
}
