import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { cn } from '@pb/ui/lib/cn'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { trpc } from '../../trpc/client'
import type { RealityCheckInterval } from '../../trpc/types'

const intervals: RealityCheckInterval[] = [15, 30, 60, 0]
const optionKey = (minutes: RealityCheckInterval) => (minutes === 0 ? 'off' : (`${minutes}` as const))

/** The member chooses how often the reality check shows: 15, 30 or 60 minutes, or never. */
export function RealityCheckSettingCard() {
  const { t } = useTranslation('account')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const check = useQuery(trpc.users.realityCheck.queryOptions())
  const save = useMutation(
    trpc.users.setRealityCheck.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.users.realityCheck.queryKey(), answer)
        toast.success(t('realityCheck.saved'))
      },
      onError: (error) => toast.error(t('realityCheck.failed'), { description: sayRefusal(error) }),
    }),
  )
  const chosen = save.isPending ? save.variables.minutes : check.data?.intervalMinutes

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('realityCheck.title')}</CardTitle>
        <CardDescription>{t('realityCheck.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset disabled={check.isPending || save.isPending}>
          <legend className="sr-only">{t('realityCheck.label')}</legend>
          <div className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1">
            {intervals.map((minutes) => (
              <label
                key={minutes}
                className={cn(
                  'flex h-9 cursor-pointer items-center justify-center rounded-md text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  chosen === minutes
                    ? 'bg-background font-semibold text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <input
                  type="radio"
                  name="reality-check-interval"
                  className="sr-only"
                  value={minutes}
                  checked={chosen === minutes}
                  onChange={() => save.mutate({ minutes })}
                />
                {t(`realityCheck.options.${optionKey(minutes)}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  )
}
