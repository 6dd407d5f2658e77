import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Separator } from '@pb/ui/separator'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { trpc } from '../../../trpc/client'
import { LimitForm } from './limit-form'
import { LimitList } from './limit-list'
import { SelfExclusionForm } from './self-exclusion-form'

/** "책임 있는 게임" on the account page: the member's own limits, and a time-out or self-exclusion. */
export function ResponsiblePlayCard() {
  const { t } = useTranslation()
  const limits = useQuery(trpc.users.limits.queryOptions())
  return (
    <Card data-testid="responsible-play">
      <CardHeader>
        <CardTitle>{t('responsiblePlay.title')}</CardTitle>
        <CardDescription>{t('responsiblePlay.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-3">
          <div>
            <h3 className="font-semibold">{t('responsiblePlay.limits.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('responsiblePlay.limits.help')}</p>
          </div>
          {limits.isError && <ErrorAlert message={t('responsiblePlay.limits.loadFailed')} />}
          {limits.data && <LimitList limits={limits.data} />}
          <LimitForm />
        </section>
        <Separator />
        <section className="grid gap-3">
          <div>
            <h3 className="font-semibold">{t('responsiblePlay.exclusion.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('responsiblePlay.exclusion.help')}</p>
          </div>
          <SelfExclusionForm />
        </section>
      </CardContent>
    </Card>
  )
}
