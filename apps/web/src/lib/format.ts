import { kstDateTimeOf } from '@pb/game'
import { i18n } from '../i18n/i18n'
import { grouped } from './grouped-number'

/** 1000 → '1,000' */
export function formatNumber(value: number): string {
  return grouped(value)
}

/** 1000 → '1,000원' */
export function formatMoney(amount: number): string {
  return i18n.t('format.money', { value: grouped(amount) })
}

/** 1000 → '1,000P' */
export function formatPoints(points: number): string {
  return i18n.t('format.points', { value: grouped(points) })
}

/** A ratio as a percentage with one decimal: 0.965 → '96.5%' */
export function formatPercent(ratio: number): string {
  return `${grouped(ratio * 100, 1)}%`
}

/** A commission rate given in percent (at most 50, so no separators), one decimal at most: 1.2 → '1.2%', 30 → '30%'. */
export function formatRate(percent: number): string {
  return `${Math.round(percent * 10) / 10}%`
}

/** 1.93 → '1.93배' */
export function formatOdds(odds: number): string {
  return i18n.t('format.odds', { value: grouped(odds, 2) })
}

/** The site runs on Korean time whatever the visitor's zone: 'YYYY-MM-DD HH:mm:ss'. */
export function formatDateTime(value: Date | string | number): string {
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not a time: ${String(value)}`)
  return kstDateTimeOf(instant)
}

/** A signed amount: '+19,300원' / '-10,000원'. */
export function formatSignedMoney(amount: number): string {
  return `${amount < 0 ? '-' : '+'}${formatMoney(Math.abs(amount))}`
}

export function formatSignedPoints(points: number): string {
  return `${points < 0 ? '-' : '+'}${formatPoints(Math.abs(points))}`
}

/** Whole seconds as 'mm:ss' (a round is never longer than five minutes). */
export function formatCountdown(seconds: number): string {
  const clamped = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`
}

/** 'YYYY-MM-DD' and 'HH:mm:ss' of an instant, in Korean time. */
export function formatDate(value: Date | string | number): string {
  return formatDateTime(value).slice(0, 10)
}

export function formatTime(value: Date | string | number): string {
  return formatDateTime(value).slice(11)
}
