import type { ErrorCode, RefusalReason } from '@pb/contract/refusal-codes'
import type { RefusalCatalog } from '@pb/contract/refusals/ko'
import type { Say } from './refusal-say'

export type Details = Record<string, unknown>
/** The values a sentence interpolates; one left undefined means the details lacked it. */
type Values = Record<string, string | undefined>

export type DetailedKey = keyof RefusalCatalog['detailed']

/** Values to interpolate; never i18next's `context`, which would pick another key. */
export type FilledValues = Record<string, string> & { context?: never }

/** The values of a sentence, only when every one is there. */
export function complete(values: Values): FilledValues | undefined {
  return Object.values(values).every((value) => value !== undefined) ? (values as FilledValues) : undefined
}

/**
 * The sentences that name what a code's details carry (the balance left, the limit crossed), as the
 * server builds its Korean message from the same facts.
 */
export const detailedWordings: Partial<
  Record<ErrorCode, (details: Details, say: Say) => { key: DetailedKey; values: Values }>
> = {
  INSUFFICIENT_BALANCE: (d, say) => ({
    key: 'insufficientBalance',
    values: { money: say.money(d.moneyBal) },
  }),
  INSUFFICIENT_POINTS: (d, say) => ({
    key: 'insufficientPoints',
    values: { points: say.points(d.pointBal) },
  }),
  ODDS_CHANGED: (d, say) => ({ key: 'oddsChanged', values: { odds: say.odds(d.oddsValue) } }),
  LIMIT_EXCEEDED: (d, say) => ({
    key: 'capExceeded',
    values: { group: say.capGroup(d.group), cap: say.money(d.cap), current: say.money(d.current) },
  }),
  LIMIT_SELF: (d, say) => ({
    key: 'selfLimit',
    values: {
      period: say.limitPeriod(d.period),
      limitName: say.limitType(d.type),
      limit: say.money(d.limit),
      remaining: say.money(d.remaining),
    },
  }),
  SELF_EXCLUDED: (d, say) =>
    d.permanent === true
      ? { key: 'excludedForever', values: {} }
      : { key: 'excludedUntil', values: { until: say.minute(d.until) } },
  RATE_ABOVE_PARENT: (d, say) => ({ key: 'rateAboveParent', values: say.rates(d.parent) }),
  RATE_BELOW_CHILD: (d, say) => ({ key: 'rateBelowChild', values: say.rates(d.child) }),
}

/** The values of the named cases whose sentence says more than a fixed line. */
export const reasonValues: Partial<Record<RefusalReason, (details: Details, say: Say) => Values>> = {
  roleLevel: (d, say) => ({ role: say.role(d.roleCode), level: say.role(d.level) }),
  openBranchBelow: (d, say) => ({ role: say.role(d.roleCode), level: say.role(d.level) }),
  periodTooLong: (d, say) => ({ maxPeriods: say.count(d.maxPeriods) }),
  tooManyCalls: (d, say) => ({ maxCalls: say.count(d.maxCalls) }),
  oddsAboveEdge: (d, say) => ({
    selection: say.selection(d.selectionCode),
    limit: say.percent(d.limitPercent),
    pointRate: say.percent(d.highestPointRate),
  }),
  oddsAboveEdgeWithoutPoints: (d, say) => ({
    selection: say.selection(d.selectionCode),
    limit: say.percent(d.limitPercent),
  }),
  pointRateCapped: (d, say) => ({
    pointRate: say.percent(d.highestPointRate),
    minHouseEdge: say.percent(d.minHouseEdge),
    rollingRate: say.percent(d.rollingRateInForce),
  }),
  noPointRate: (d, say) => ({
    minHouseEdge: say.percent(d.minHouseEdge),
    rollingRate: say.percent(d.rollingRateInForce),
  }),
  rollingRateCapped: (d, say) => ({
    rollingRate: say.percent(d.highestRollingRate),
    minHouseEdge: say.percent(d.minHouseEdge),
    pointRate: say.percent(d.memberPointRate),
  }),
  withdrawalWhileNegative: (d, say) => ({ money: say.money(d.moneyBal) }),
}
