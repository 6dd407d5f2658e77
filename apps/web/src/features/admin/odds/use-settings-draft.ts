import { approvalLimitInput, capAmountInput, minHouseEdgeInput } from '@pb/contract/inputs/settings'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { CapKey, OperatorSettings } from '../admin-types'

/** The edge as typed, if the server would take it (docs/product.md §9). */
function readEdge(text: string): number | undefined {
  const parsed = minHouseEdgeInput.safeParse(text)
  return parsed.success ? parsed.data : undefined
}

/** The four-eyes limits for money decisions (won; null: off). */
export type ApprovalLimitKey = 'grantApprovalAbove' | 'withdrawalApprovalAbove'
export const approvalLimitKeys: ApprovalLimitKey[] = ['grantApprovalAbove', 'withdrawalApprovalAbove']

/** Whole won, or null for an empty field (the limit off); undefined where the server would refuse it. */
function readLimit(digits: string): number | null | undefined {
  const parsed = approvalLimitInput.safeParse(digits === '' ? null : Number(digits))
  return parsed.success ? parsed.data : undefined
}

/**
 * The operator's edits of the caps, the switches, the second-factor roles, the minimum house edge,
 * self-approval and the money limits under four eyes over the server's values; proposed with one
 * update that carries only what changed (a second SUPER approves it).
 */
export function useSettingsDraft(settings: OperatorSettings) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const [caps, setCaps] = useState<Partial<Record<CapKey, number>>>({})
  const [passwordRequired, setPasswordRequired] = useState<boolean>()
  const [totpRoles, setTotpRoles] = useState<OperatorSettings['totpRequiredRoles']>()
  const [edgeText, setEdgeText] = useState<string>()
  const [selfApproval, setSelfApproval] = useState<boolean>()
  const [limitDigits, setLimitDigits] = useState<Partial<Record<ApprovalLimitKey, string>>>({})
  const [reason, setReason] = useState('')
  const [sent, setSent] = useState<number>()
  const reset = () => {
    setCaps({})
    setPasswordRequired(undefined)
    setTotpRoles(undefined)
    setEdgeText(undefined)
    setSelfApproval(undefined)
    setLimitDigits({})
    setReason('')
  }
  const update = useMutation(
    trpc.admin.settings.update.mutationOptions({
      onSuccess: (proposal) => {
        reset()
        setSent(proposal.id)
        void queryClient.invalidateQueries({ queryKey: trpc.admin.approvals.pathKey() })
        toast.success(t('caps.proposed'), { description: t('approvals.sent.toast', { id: proposal.id }) })
      },
      onError: (error) => toast.error(t('caps.saveFailed'), { description: sayRefusal(error) }),
    }),
  )
  const edit =
    <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      setSent(undefined)
      set(value)
    }

  const changedCaps = Object.fromEntries(
    Object.entries(caps).filter(([key, amount]) => amount !== settings.caps[key as CapKey]),
  ) as Partial<Record<CapKey, number>>
  const switchChanged =
    passwordRequired !== undefined && passwordRequired !== settings.pointConvertPasswordRequired
  const totpRolesChanged = totpRoles !== undefined && totpRoles.join() !== settings.totpRequiredRoles.join()
  const edge = edgeText === undefined ? settings.minHouseEdge : readEdge(edgeText)
  const edgeChanged = edge !== undefined && edge !== settings.minHouseEdge
  const selfApprovalChanged = selfApproval !== undefined && selfApproval !== settings.selfApproval
  const limitOf = (key: ApprovalLimitKey) => {
    const digits = limitDigits[key]
    return digits === undefined ? settings[key] : readLimit(digits)
  }
  const changedLimits = Object.fromEntries(
    approvalLimitKeys.flatMap((key) => {
      const limit = limitOf(key)
      return limit !== undefined && limit !== settings[key] ? [[key, limit]] : []
    }),
  ) as Partial<Record<ApprovalLimitKey, number | null>>

  return {
    capOf: (key: CapKey) => caps[key] ?? settings.caps[key],
    setCap: (key: CapKey, amount: number) => {
      setSent(undefined)
      setCaps((current) => ({ ...current, [key]: amount }))
    },
    isChanged: (key: CapKey) => key in changedCaps,
    capInvalid: (key: CapKey) => !capAmountInput.safeParse(caps[key] ?? settings.caps[key]).success,
    passwordRequired: passwordRequired ?? settings.pointConvertPasswordRequired,
    setPasswordRequired: edit(setPasswordRequired),
    totpRoles: totpRoles ?? settings.totpRequiredRoles,
    setTotpRoles: edit(setTotpRoles),
    edgeText: edgeText ?? String(settings.minHouseEdge),
    setEdgeText: edit(setEdgeText),
    edgeChanged,
    edgeInvalid: edge === undefined,
    selfApproval: selfApproval ?? settings.selfApproval,
    setSelfApproval: edit(setSelfApproval),
    /** A limit's digits as typed (empty: off). */
    limitDigits: (key: ApprovalLimitKey) => limitDigits[key] ?? String(settings[key] ?? ''),
    setLimitDigits: (key: ApprovalLimitKey, digits: string) => {
      setSent(undefined)
      setLimitDigits((current) => ({ ...current, [key]: digits }))
    },
    limitChanged: (key: ApprovalLimitKey) => key in changedLimits,
    limitInvalid: (key: ApprovalLimitKey) => limitOf(key) === undefined,
    limitsInvalid: approvalLimitKeys.some((key) => limitOf(key) === undefined),
    reason,
    setReason,
    sent,
    isDirty:
      Object.keys(changedCaps).length > 0 ||
      switchChanged ||
      totpRolesChanged ||
      edgeChanged ||
      selfApprovalChanged ||
      Object.keys(changedLimits).length > 0,
    /** A cap the server would refuse (left empty: it takes 1 won at least). */
    problem: Object.values(changedCaps).some((amount) => !capAmountInput.safeParse(amount).success),
    isSaving: update.isPending,
    save: () =>
      update.mutate({
        ...(Object.keys(changedCaps).length > 0 && { caps: changedCaps }),
        ...(switchChanged && { pointConvertPasswordRequired: passwordRequired }),
        ...(totpRolesChanged && { totpRequiredRoles: totpRoles }),
        ...(edgeChanged && { minHouseEdge: edge }),
        ...(selfApprovalChanged && { selfApproval }),
        ...changedLimits,
        ...(reason.trim() && { reason: reason.trim() }),
      }),
  }
}
