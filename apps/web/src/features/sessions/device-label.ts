import type { TFunction } from 'i18next'
import type { SignedInDevice } from '../../trpc/types'

/** "Chrome · Windows", or what little the user agent said. */
export function deviceLabel(t: TFunction, { device }: Pick<SignedInDevice, 'device'>): string {
  const parts = [device.browser, device.os].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : t('sessions.unknownDevice')
}
