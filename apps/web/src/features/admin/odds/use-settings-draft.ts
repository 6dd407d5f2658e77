import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { trpc } from '../../../trpc/client'
import type { CapKey, OperatorSettings } from '../admin-types'

/**
 * The operator's edits of the caps, the point-conversion switch and the second-factor roles over the server's values; saved
 * with one update that carries only what changed.
 */
export function useSettingsDraft(settings: OperatorSettings) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [caps, setCaps] = useState<Partial<Record<CapKey, number>>>({})
  const [passwordRequired, setPasswordRequired] = useState<boolean>()
  const [totpRoles, setTotpRoles] = useState<OperatorSettings['totpRequiredRoles']>()
  const update = useMutation(
    trpc.admin.settings.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.settings.get.queryKey(), saved)
        setCaps({})
        setPasswordRequired(undefined)
        setTotpRoles(undefined)
        toast.success(t('caps.saved'))
      },
      onError: (error) => toast.error(t('caps.saveFailed'), { description: error.message || undefined }),
    }),
  )

  const changedCaps = Object.fromEntries(
    Object.entries(caps).filter(([key, amount]) => amount !== settings.caps[key as CapKey]),
  ) as Partial<Record<CapKey, number>>
  const switchChanged =
    passwordRequired !== undefined && passwordRequired !== settings.pointConvertPasswordRequired
  const totpRolesChanged = totpRoles !== undefined && totpRoles.join() !== settings.totpRequiredRoles.join()

  return {
    capOf: (key: CapKey) => caps[key] ?? settings.caps[key],
    setCap: (key: CapKey, amount: number) => setCaps((current) => ({ ...current, [key]: amount })),
    isChanged: (key: CapKey) => key in changedCaps,
    passwordRequired: passwordRequired ?? settings.pointConvertPasswordRequired,
    setPasswordRequired,
    totpRoles: totpRoles ?? settings.totpRequiredRoles,
    setTotpRoles,
    isDirty: Object.keys(changedCaps).length > 0 || switchChanged || totpRolesChanged,
    /** A cap left empty: the server takes 1 won at least. */
    problem: Object.values(changedCaps).some((amount) => amount < 1),
    isSaving: update.isPending,
    save: () =>
      update.mutate({
        ...(Object.keys(changedCaps).length > 0 && { caps: changedCaps }),
        ...(switchChanged && { pointConvertPasswordRequired: passwordRequired }),
        ...(totpRolesChanged && { totpRequiredRoles: totpRoles }),
      }),
  }
}
