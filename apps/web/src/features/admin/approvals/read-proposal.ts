import { roleCodes } from '@pb/access'
import type { RoleCode, UserStatus } from '../../../trpc/types'
import type { Proposal } from '../admin-types'
import { memberStatuses } from '../members/members-search'

/*
 * A proposal's payload is the request body as proposed, and its result what the direct call used to
 * answer: both are JSON the router types as records. These read them into what the list shows,
 * taking only values of the expected shape (anything else reads as missing, never as an error).
 */

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const booleanOf = (value: unknown) => (typeof value === 'boolean' ? value : null)
const textOf = (value: unknown) => (typeof value === 'string' ? value : null)
const numbersOf = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : null
const oneOf = <Value extends string>(values: readonly Value[], value: unknown): Value | null =>
  values.find((item) => item === value) ?? null

export type SettingChange =
  | { setting: 'cap'; group: string; amount: number }
  | { setting: 'pointConvertPasswordRequired' | 'selfApproval'; on: boolean }
  | { setting: 'totpRequiredRoles'; roles: string[] }
  | { setting: 'minHouseEdge'; percent: number }
  /** A four-eyes limit for money decisions (won); null switches it off. */
  | { setting: 'grantApprovalAbove' | 'withdrawalApprovalAbove'; amount: number | null }

interface Balls {
  balls: number[]
  powerball: number
}

/** What a proposal would change, by kind. */
export type ProposalChange =
  | { kind: 'MANUAL_RESULT'; roundNo: number | null; result: Balls | null }
  | { kind: 'ROUND_VOID'; roundNo: number | null }
  | {
      kind: 'RESETTLE'
      roundNo: number | null
      start: string | null
      end: string | null
      result: Balls | null
    }
  | { kind: 'ODDS_UPDATE'; selectionCode: string | null; odds: number | null }
  | { kind: 'SETTINGS_UPDATE'; changes: SettingChange[] }
  | { kind: 'SUPER_CREATE'; loginId: string | null; nickname: string | null }
  | {
      kind: 'SUPER_UPDATE'
      memberId: number | null
      statusCode: UserStatus | null
      roleCode: RoleCode | null
    }
  | { kind: 'SUPER_PASSWORD_RESET' | 'SUPER_TOTP_RESET'; memberId: number | null }
  | { kind: 'BALANCE_GRANT'; memberId: number | null; amount: number | null; note: string | null }
  | { kind: 'WITHDRAWAL_APPROVE'; requestId: number | null }

function ballsOf(balls: unknown, powerball: unknown): Balls | null {
  const normal = numbersOf(balls)
  const power = numberOf(powerball)
  return normal && power !== null ? { balls: normal, powerball: power } : null
}

function settingChanges(payload: Json): SettingChange[] {
  const changes: SettingChange[] = []
  if (isRecord(payload.caps)) {
    for (const [group, amount] of Object.entries(payload.caps)) {
      const value = numberOf(amount)
      if (value !== null) changes.push({ setting: 'cap', group, amount: value })
    }
  }
  for (const setting of ['pointConvertPasswordRequired', 'selfApproval'] as const) {
    const on = booleanOf(payload[setting])
    if (on !== null) changes.push({ setting, on })
  }
  if (Array.isArray(payload.totpRequiredRoles)) {
    const roles = payload.totpRequiredRoles.filter((role): role is string => typeof role === 'string')
    changes.push({ setting: 'totpRequiredRoles', roles })
  }
  const edge = numberOf(payload.minHouseEdge) ?? numberOf(Number(textOf(payload.minHouseEdge) ?? Number.NaN))
  if (edge !== null) changes.push({ setting: 'minHouseEdge', percent: edge })
  for (const setting of ['grantApprovalAbove', 'withdrawalApprovalAbove'] as const) {
    const amount = numberOf(payload[setting])
    if (amount !== null || payload[setting] === null) changes.push({ setting, amount })
  }
  return changes
}

export function changeOf(proposal: Pick<Proposal, 'kind' | 'payload' | 'roundNo'>): ProposalChange {
  const payload = proposal.payload
  const roundNo = proposal.roundNo ?? numberOf(payload.roundNo)
  switch (proposal.kind) {
    case 'MANUAL_RESULT':
      return { kind: 'MANUAL_RESULT', roundNo, result: ballsOf(payload.normalBalls, payload.powerBall) }
    case 'ROUND_VOID':
      return { kind: 'ROUND_VOID', roundNo }
    case 'RESETTLE': {
      const range = isRecord(payload.timeRange) ? payload.timeRange : {}
      const corrected = isRecord(payload.newResult) ? payload.newResult : {}
      return {
        kind: 'RESETTLE',
        roundNo,
        start: textOf(range.start),
        end: textOf(range.end),
        result: ballsOf(corrected.normalBalls, corrected.powerBall),
      }
    }
    case 'ODDS_UPDATE':
      return {
        kind: 'ODDS_UPDATE',
        selectionCode: textOf(payload.selectionCode),
        odds: numberOf(payload.odds),
      }
    case 'SETTINGS_UPDATE':
      return { kind: 'SETTINGS_UPDATE', changes: settingChanges(payload) }
    case 'SUPER_CREATE':
      return { kind: 'SUPER_CREATE', loginId: textOf(payload.loginId), nickname: textOf(payload.nickname) }
    case 'SUPER_UPDATE':
      return {
        kind: 'SUPER_UPDATE',
        memberId: numberOf(payload.id),
        statusCode: oneOf(memberStatuses, payload.statusCode),
        roleCode: oneOf(roleCodes, payload.roleCode),
      }
    case 'SUPER_PASSWORD_RESET':
    case 'SUPER_TOTP_RESET':
      return { kind: proposal.kind, memberId: numberOf(payload.id) }
    case 'BALANCE_GRANT':
      return {
        kind: 'BALANCE_GRANT',
        memberId: numberOf(payload.id),
        amount: numberOf(payload.amount),
        note: textOf(payload.note),
      }
    case 'WITHDRAWAL_APPROVE':
      return { kind: 'WITHDRAWAL_APPROVE', requestId: numberOf(payload.id) }
  }
}

/** What an applied proposal did, as far as the list tells it. */
export type AppliedResult =
  | { kind: 'refunded'; count: number; amount: number }
  | { kind: 'odds'; odds: number }
  | {
      kind: 'resettled'
      voided: number
      resettled: number
      changed: number
      totalNewPayout: number
      negativeBalances: { userId: number; loginId: string; moneyBal: number }[]
    }
  | { kind: 'applied' }

function negativeBalancesOf(value: unknown) {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (!isRecord(item)) return []
    const userId = numberOf(item.userId)
    const moneyBal = numberOf(item.moneyBal)
    const loginId = textOf(item.loginId)
    return userId !== null && moneyBal !== null && loginId !== null ? [{ userId, loginId, moneyBal }] : []
  })
}

export function appliedResultOf(
  proposal: Pick<Proposal, 'kind' | 'status' | 'result'>,
): AppliedResult | null {
  if (proposal.status !== 'APPLIED') return null
  const result = proposal.result ?? {}
  if (proposal.kind === 'ROUND_VOID') {
    const count = numberOf(result.refundedBets)
    const amount = numberOf(result.refundedAmount)
    if (count !== null && amount !== null) return { kind: 'refunded', count, amount }
  }
  if (proposal.kind === 'ODDS_UPDATE') {
    const odds = numberOf(result.oddsValue)
    if (odds !== null) return { kind: 'odds', odds }
  }
  if (proposal.kind === 'RESETTLE') {
    const voided = numberOf(result.voided)
    const resettled = numberOf(result.resettled)
    const totalNewPayout = numberOf(result.totalNewPayout)
    if (voided !== null && resettled !== null && totalNewPayout !== null) {
      return {
        kind: 'resettled',
        voided,
        resettled,
        changed: numberOf(result.changed) ?? resettled,
        totalNewPayout,
        negativeBalances: negativeBalancesOf(result.negativeBalances),
      }
    }
  }
  return { kind: 'applied' }
}

/** A proposal that only switches self-approval on: a single SUPER may approve it (the way it is enabled). */
export function enablesSelfApprovalOnly(proposal: Pick<Proposal, 'kind' | 'payload'>): boolean {
  // The payload may carry the proposal's reason beside the change.
  const keys = Object.keys(proposal.payload).filter((key) => key !== 'reason')
  return (
    proposal.kind === 'SETTINGS_UPDATE' &&
    keys.length === 1 &&
    keys[0] === 'selfApproval' &&
    proposal.payload.selfApproval === true
  )
}

/** The time a waiting proposal has left, in whole minutes; 0 once it is due to expire. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000))
}
