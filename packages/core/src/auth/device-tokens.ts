import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Executor } from '@pb/db'
import { installationSecret } from '../installation-secret'

/**
 * Device tokens, OWASP's "device cookie": a device that signed in to an account gets a random nonce
 * signed with this installation's key together with the account's login subject. Presented at a
 * later sign-in of that account, its wrong passwords count on a budget of its own, so strangers
 * guessing the password from anywhere else cannot lock the owner out.
 */
const keyOf = (executor: Executor) =>
  installationSecret(executor, 'deviceTokenKey', () => randomBytes(32).toString('base64url'))

const signature = (key: string, subject: string, nonce: string) =>
  createHmac('sha256', key).update(`device:${subject}:${nonce}`).digest('base64url')

/** A token for the device that has just signed in as `subject` (see `loginSubject`). */
export async function issueDeviceToken(executor: Executor, subject: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${signature(await keyOf(executor), subject, nonce)}`
}

/**
 * The device (its nonce) of a token issued to `subject`; null for no token, or one that is malformed,
 * forged or another account's: such a device is simply not known.
 */
export async function knownDevice(
  executor: Executor,
  subject: string,
  token: string | undefined,
): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return null
  const [, nonce = '', presented = ''] = match
  const expected = Buffer.from(signature(await keyOf(executor), subject, nonce))
  return timingSafeEqual(expected, Buffer.from(presented)) ? nonce : null
}
