import { roleCodes } from '@pb/access'
import { capGroupLabels, kstDateTimeOf } from '@pb/game'
import type { TFunction } from 'i18next'
import type { Language } from '../i18n/i18n'
import type { SelfLimitPeriod, SelfLimitType } from '../trpc/types'
import { grouped } from './grouped-number'

/**
 * The catalog's words (the base namespace, and `refusals:` keys) and the reader's language: what a
 * refusal and its details are said with.
 */
export interface RefusalWords {
  t: TFunction<['translation', 'refusals']>
  language: Language
}

const limitTypes: readonly SelfLimitType[] = ['DEPOSIT', 'STAKE', 'LOSS']
const limitPeriods: readonly SelfLimitPeriod[] = ['DAY', 'WEEK', 'MONTH']

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const oneOf = <T extends string>(options: readonly T[], value: unknown) =>
  options.find((option) => option === value)
const isCapGroup = (value: unknown): value is keyof typeof capGroupLabels =>
  typeof value === 'string' && Object.hasOwn(capGroupLabels, value)

/**
 * Each fact a refusal's details may carry, said in the reader's language; undefined when the value
 * is missing or not what it should be, so the sentence that needs it is not used.
 */
export function sayer({ t, language }: RefusalWords) {
  const ifNumber = (value: unknown, say: (n: number) => string) => {
    const n = numberOf(value)
    return n === undefined ? undefined : say(n)
  }
  // As the server writes a rate: at most one decimal, none when whole (2.5, 3).
  const percent = (value: unknown) => ifNumber(value, (n) => String(Math.round(n * 10) / 10))
  return {
    money: (value: unknown) => ifNumber(value, (n) => t('format.money', { value: grouped(n) })),
    points: (value: unknown) => ifNumber(value, (n) => t('format.points', { value: grouped(n) })),
    odds: (value: unknown) => ifNumber(value, (n) => t('format.odds', { value: grouped(n, 2) })),
    count: (value: unknown) => ifNumber(value, (n) => grouped(n)),
    percent,
    /** A branch level is named after the administrator role that heads it (HQ, AGENCY, SHOP). */
    role: (value: unknown) => {
      const role = oneOf(roleCodes, value)
      return role && t(`roles.${role}`)
    },
    limitType: (value: unknown) => {
      const type = oneOf(limitTypes, value)
      return type && t(`responsiblePlay.limits.types.${type}`)
    },
    limitPeriod: (value: unknown) => {
      const period = oneOf(limitPeriods, value)
      return period && t(`responsiblePlay.limits.periods.${period}`)
    },
    capGroup: (value: unknown) => (isCapGroup(value) ? capGroupLabels[value][language] : undefined),
    // The game's names come with the refusals' catalog, which keeps them off the sign-in pages.
    selection: (value: unknown) =>
      (typeof value === 'string' && t(`refusals:selections.${value}`, { defaultValue: '' })) || undefined,
    /** An instant to the minute in Korean time, as the site shows times ('2025-01-02 21:30'). */
    minute: (value: unknown) => {
      const instant = typeof value === 'string' ? new Date(value) : undefined
      return instant && !Number.isNaN(instant.getTime()) ? kstDateTimeOf(instant).slice(0, 16) : undefined
    },
    rates: (value: unknown) => {
      const rates = typeof value === 'object' && value !== null ? value : {}
      return {
        rolling: percent(Reflect.get(rates, 'rollingRate')),
        losing: percent(Reflect.get(rates, 'losingRate')),
      }
    },
  }
}

export type Say = ReturnType<typeof sayer>
