import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { useTranslation } from 'react-i18next'
import { SessionList } from '../sessions/session-list'

/** The member's signed-in devices on the account page. */
export function SessionsCard() {
  const { t } = useTranslation()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <SessionList area="member" />
      </CardContent>
    </Card>
  )
}
