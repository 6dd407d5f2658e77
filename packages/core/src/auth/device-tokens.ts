import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Executor } from '@pb/db'
import { installationSecret } from '../installation-secret'

/**
 * Device tokens, OWASP's "device cookie": a device that signed in to an account gets a random nonce
 * signed with this installation's key together with the account's login subject, its credential
 * (the password hash, which every password change or reset replaces) and the time it was issued.
 * Presented at a later sign-in of that account, its wrong passwords count on a budget of its own, so
 * strangers guessing the password from anywhere else cannot lock the owner out. A token ends with
 * the password it was issued under, and after 90 days.
 */
const keyOf = (executor: Executor) =>
  installationSecret(executor, 'deviceTokenKey', () => randomBytes(32).toString('base64url'))

/** How long a device stays known after its sign-in. */
export const DEVICE_TOKEN_MS = 90 * 24 * 60 * 60_000

/** Whose device it is: the account's login subject (see `loginSubject`) and its credential now. */
export interface DeviceOwner {
  subject: string
  credential: string
}

const signature = (key: string, owner: DeviceOwner, issuedAt: string, nonce: string) =>
  createHmac('sha256', key)
    .update(`device:${owner.subject}:${owner.credential}:${issuedAt}:${nonce}`)
    .digest('base64url')

/** A token for the device that has just signed in as `owner`. */
export async function issueDeviceToken(executor: Executor, owner: DeviceOwner, now: Date): Promise<string> {
  const nonce = randomBytes(16).toString('base64url')
  const issuedAt = now.getTime().toString(36)
  return `${nonce}.${issuedAt}.${signature(await keyOf(executor), owner, issuedAt, nonce)}`
}

/**
 * The device (its nonce) of a token issued to `owner` under its present credential in the last 90
 * days; null for no token, or one that is malformed, forged, another account's, older than the
 * password, or expired: such a device is simply not known.
 */
export async function knownDevice(
  executor: Executor,
  owner: DeviceOwner | null,
  token: string | undefined,
  now: Date,
): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match || !owner) return null
  const [, nonce = '', issuedAt = '', presented = ''] = match
  const age = now.getTime() - Number.parseInt(issuedAt, 36)
  if (!(age >= 0 && age < DEVICE_TOKEN_MS)) return null
  const expected = Buffer.from(signature(await keyOf(executor), owner, issuedAt, nonce))
  return timingSafeEqual(expected, Buffer.from(presented)) ? nonce : null
}
