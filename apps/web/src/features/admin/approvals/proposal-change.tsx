import { adminRoleCodes } from '@pb/access'
import { type CapGroup, capGroups, todayRound } from '@pb/game'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DrawBalls } from '../../../components/draw-balls'
import { formatDateTime, formatMoney, formatOdds, formatRate } from '../../../lib/format'
import { capGroupLabel, memberStatusLabel, selectionLabel } from '../../../lib/labels'
import { trpc } from '../../../trpc/client'
import type { Proposal } from '../admin-types'
import { changeOf, type SettingChange } from './read-proposal'

const isCapGroup = (group: string): group is CapGroup | 'TOTAL' =>
  group === 'TOTAL' || (capGroups as readonly string[]).includes(group)
/** 'YYYY-MM-DD HH:mm:ss' without the year, in Korean time. */
const shortTime = (instant: string) => formatDateTime(instant).slice(5)

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium tabular-nums">{children}</dd>
    </>
  )
}

/**
 * What a proposal would change, in words: the round and result, the odds, the settings, a SUPER
 * account, a money grant or a withdrawal.
 */
export function ProposalChange({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const change = changeOf(proposal)
  const roundName = (roundNo: number | null) =>
    roundNo === null ? '—' : t('approvals.summary.round', { round: todayRound(roundNo), roundNo })
  const numbered = (id: number | null) => (id === null ? '—' : t('approvals.summary.numbered', { id }))

  switch (change.kind) {
    case 'MANUAL_RESULT':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm">
          <Line label={t('results.round')}>{roundName(change.roundNo)}</Line>
          <Line label={t('approvals.summary.result')}>
            {change.result ? (
              <DrawBalls
                balls={[...change.result.balls].sort((a, b) => a - b)}
                powerball={change.result.powerball}
              />
            ) : (
              '—'
            )}
          </Line>
        </dl>
      )
    case 'ROUND_VOID':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <Line label={t('results.round')}>{roundName(change.roundNo)}</Line>
          <dd className="col-span-2 text-muted-foreground">{t('approvals.summary.voidAll')}</dd>
        </dl>
      )
    case 'RESETTLE':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm">
          <Line label={t('results.round')}>{roundName(change.roundNo)}</Line>
          <Line label={t('approvals.summary.timeRange')}>
            {change.start && change.end ? `${shortTime(change.start)} ~ ${shortTime(change.end)}` : '—'}
          </Line>
          <Line label={t('approvals.summary.newResult')}>
            {change.result ? (
              <DrawBalls
                balls={[...change.result.balls].sort((a, b) => a - b)}
                powerball={change.result.powerball}
              />
            ) : (
              <span className="font-normal">{t('approvals.summary.sameResult')}</span>
            )}
          </Line>
        </dl>
      )
    case 'ODDS_UPDATE':
      return (
        <OddsChange
          selectionCode={change.selectionCode}
          odds={change.odds}
          waiting={proposal.status === 'PENDING_APPROVAL'}
        />
      )
    case 'SETTINGS_UPDATE':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          {change.changes.map((setting) => (
            <SettingLine key={settingKey(setting)} setting={setting} />
          ))}
        </dl>
      )
    case 'SUPER_CREATE':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <Line label={tr('user.loginId')}>{change.loginId ?? '—'}</Line>
          {change.nickname && <Line label={tr('user.nickname')}>{change.nickname}</Line>}
          <dd className="col-span-2 text-muted-foreground">{t('approvals.summary.superCreate')}</dd>
        </dl>
      )
    case 'SUPER_UPDATE':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <Line label={t('approvals.summary.member')}>{numbered(change.memberId)}</Line>
          {change.statusCode && (
            <Line label={t('approvals.summary.newStatus')}>{memberStatusLabel(change.statusCode)}</Line>
          )}
          {change.roleCode && (
            <Line label={t('approvals.summary.newRole')}>{tr(`roles.${change.roleCode}`)}</Line>
          )}
        </dl>
      )
    case 'SUPER_PASSWORD_RESET':
    case 'SUPER_TOTP_RESET':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <Line label={t('approvals.summary.member')}>{numbered(change.memberId)}</Line>
          <dd className="col-span-2 text-muted-foreground">
            {t(
              change.kind === 'SUPER_PASSWORD_RESET'
                ? 'approvals.summary.passwordReset'
                : 'approvals.summary.totpReset',
            )}
          </dd>
        </dl>
      )
    case 'BALANCE_GRANT':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <Line label={t('approvals.summary.member')}>{numbered(change.memberId)}</Line>
          <Line label={t('approvals.summary.grantAmount')}>
            {change.amount === null ? '—' : formatMoney(change.amount)}
          </Line>
          {change.note && (
            <Line label={t('approvals.summary.note')}>
              <span className="break-words font-normal">{change.note}</span>
            </Line>
          )}
        </dl>
      )
    case 'WITHDRAWAL_APPROVE':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <Line label={t('approvals.summary.withdrawalRequest')}>{numbered(change.requestId)}</Line>
          <dd className="col-span-2 text-muted-foreground">{t('approvals.summary.withdrawalApprove')}</dd>
        </dl>
      )
  }
}

const settingKey = (setting: SettingChange) =>
  setting.setting === 'cap' ? `cap-${setting.group}` : setting.setting

function SettingLine({ setting }: { setting: SettingChange }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const onOff = (on: boolean) => t(on ? 'approvals.summary.on' : 'approvals.summary.off')
  switch (setting.setting) {
    case 'cap':
      return (
        <Line
          label={t('approvals.summary.cap', {
            group: isCapGroup(setting.group) ? capGroupLabel(setting.group) : setting.group,
          })}
        >
          {formatMoney(setting.amount)}
        </Line>
      )
    case 'pointConvertPasswordRequired':
      return <Line label={t('approvals.summary.pointPassword')}>{onOff(setting.on)}</Line>
    case 'selfApproval':
      return <Line label={t('approvals.summary.selfApproval')}>{onOff(setting.on)}</Line>
    case 'minHouseEdge':
      return <Line label={t('approvals.summary.minHouseEdge')}>{formatRate(setting.percent)}</Line>
    case 'grantApprovalAbove':
    case 'withdrawalApprovalAbove':
      return (
        <Line label={t(`approvals.summary.${setting.setting}`)}>
          {setting.amount === null ? t('approvals.summary.limitOff') : formatMoney(setting.amount)}
        </Line>
      )
    case 'totpRequiredRoles': {
      const named = adminRoleCodes
        .filter((role) => setting.roles.includes(role))
        .map((role) => tr(`roles.${role}`))
      return (
        <Line label={t('approvals.summary.totpRoles')}>
          {named.length > 0 ? named.join(', ') : t('approvals.summary.noRoles')}
        </Line>
      )
    }
  }
}

/** A selection's odds as proposed; while it waits, from the odds in force now. */
function OddsChange({
  selectionCode,
  odds,
  waiting,
}: {
  selectionCode: string | null
  odds: number | null
  waiting: boolean
}) {
  const { t } = useTranslation('admin')
  const board = useQuery({ ...trpc.admin.odds.list.queryOptions(), enabled: waiting })
  const now = board.data?.markets
    .flatMap((market) => market.selections)
    .find((selection) => selection.selectionCode === selectionCode)?.oddsValue
  const to = odds === null ? '—' : formatOdds(odds)
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
      <Line label={selectionCode ? selectionLabel(selectionCode) : '—'}>
        {waiting && now !== undefined
          ? t('approvals.summary.oddsChange', { from: formatOdds(now), to })
          : t('approvals.summary.oddsTo', { to })}
      </Line>
    </dl>
  )
}
