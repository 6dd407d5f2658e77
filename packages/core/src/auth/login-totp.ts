import { z } from 'zod'
import type { UseCaseContext } from '../context'
import { commit } from '../unit-of-work'
import { completeSignIn } from './complete-sign-in'
import { redeemLoginChallenge } from './login-challenge'
import { acceptSecondFactor, confirmEnrolment } from './second-factor'
import { limitTotpAttempts } from './totp-attempts'
import { beginEnrolment } from './totp-enrolment'

const challengeToken = z
  .string({ error: '인증 정보가 없습니다. 다시 로그인해주세요.' })
  .min(1, '인증 정보가 없습니다. 다시 로그인해주세요.')
  .max(200)

export const challengeInput = z.object({ challengeToken })

export const loginTotpInput = z.object({
  challengeToken,
  code: z.string().trim().min(1, '인증 코드를 입력해주세요.').max(20, '인증 코드가 올바르지 않습니다.'),
})

/**
 * An administrator whose role requires the factor and who has not enrolled gets a secret with the
 * challenge of their sign-in; their first code then completes both the enrolment and the sign-in.
 */
export async function enrolWithChallenge(ctx: UseCaseContext, input: z.infer<typeof challengeInput>) {
  const user = await redeemLoginChallenge(ctx.db, input.challengeToken, ctx.clock.now())
  return beginEnrolment(ctx.db, user)
}

/**
 * The second step of a sign-in: the challenge of the first and a code from the authenticator or a
 * recovery code. Wrong codes count against the user's limit. A sign-in that also enrolled answers the
 * recovery codes once.
 */
export async function loginTotp(ctx: UseCaseContext, input: z.infer<typeof loginTotpInput>) {
  const now = ctx.clock.now()
  const user = await redeemLoginChallenge(ctx.db, input.challengeToken, now)
  return limitTotpAttempts(ctx, user.id, () =>
    commit(ctx, async (tx) => {
      let recoveryCodes: string[] | undefined
      if (user.totpConfirmedAt) {
        if (!(await acceptSecondFactor(tx, user, input.code, now))) return null
      } else {
        const issued = await confirmEnrolment(tx, user, input.code, now)
        if (!issued) return null
        recoveryCodes = issued
      }
      const signedIn = await completeSignIn(tx, ctx, user.id, user.area, true)
      // Undefined (absent from the JSON) unless this sign-in enrolled.
      return { ...signedIn, recoveryCodes }
    }),
  )
}
