import { i18n } from '../i18n/i18n'

/**
 * A formatter made at its first use: building one loads locale and time-zone data, which costs a
 * phone tens of milliseconds, and the sign-in pages need none.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

const integer = onFirstUse(() => new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 }))
const oneDecimal = onFirstUse(
  () => new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
)
const twoDecimals = onFirstUse(
  () => new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)

/** 1000 → '1,000' */
export function formatNumber(value: number): string {
  return integer().format(value)
}

/** 1000 → '1,000원' */
export function formatMoney(amount: number): string {
  return i18n.t('format.money', { value: integer().format(amount) })
}

/** 1000 → '1,000P' */
export function formatPoints(points: number): string {
  return i18n.t('format.points', { value: integer().format(points) })
}

/** A ratio as a percentage with one decimal: 0.965 → '96.5%' */
export function formatPercent(ratio: number): string {
  return `${oneDecimal().format(ratio * 100)}%`
}

/** A commission rate given in percent (at most 50, so no separators), one decimal at most: 1.2 → '1.2%', 30 → '30%'. */
export function formatRate(percent: number): string {
  return `${Math.round(percent * 10) / 10}%`
}

/** 1.93 → '1.93배' */
export function formatOdds(odds: number): string {
  return i18n.t('format.odds', { value: twoDecimals().format(odds) })
}

const seoulDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
)

/** The site runs on Korean time whatever the visitor's zone: 'YYYY-MM-DD HH:mm:ss'. */
export function formatDateTime(value: Date | string | number): string {
  const parts = Object.fromEntries(
    seoulDateTime()
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
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
