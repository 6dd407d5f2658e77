import { Spinner } from '@pb/ui/spinner'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@pb/ui/table'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { formatDateTime, formatMoney, formatPoints } from '../../lib/format'
import { roleLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import { MemberStatusBadge } from './member-status-badge'

// Spec §2: the member list shows a single fixed first page.
const firstPage = { page: 1, limit: 100 }

export function MemberListPanel() {
  const { t } = useTranslation()
  const members = useQuery(trpc.admin.users.list.queryOptions(firstPage))

  if (members.isPending) return <Spinner className="mx-auto my-12 size-6" label={t('common.loading')} />
  if (members.isError)
    return <ErrorAlert message={members.error.message || t('admin.memberList.loadFailed')} />

  const { items, pagination } = members.data
  return (
    <Table>
      <TableCaption className="text-left">
        {t('admin.memberList.caption')} · {t('admin.memberList.total', { count: pagination.total })}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('user.loginId')}</TableHead>
          <TableHead>{t('user.nickname')}</TableHead>
          <TableHead>{t('user.role')}</TableHead>
          <TableHead>{t('user.org')}</TableHead>
          <TableHead>{t('user.status')}</TableHead>
          <TableHead className="text-right">{t('user.moneyBal')}</TableHead>
          <TableHead className="text-right">{t('user.pointBal')}</TableHead>
          <TableHead>{t('user.registeredAt')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.length === 0 && (
          <TableRow>
            <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
              {t('admin.memberList.empty')}
            </TableCell>
          </TableRow>
        )}
        {items.map((member) => (
          <TableRow key={member.id}>
            <TableCell className="font-medium">{member.loginId}</TableCell>
            <TableCell>{member.nickname}</TableCell>
            <TableCell>{roleLabel(member)}</TableCell>
            <TableCell>{member.orgName}</TableCell>
            <TableCell>
              <MemberStatusBadge statusCode={member.statusCode} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(member.moneyBal)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatPoints(member.pointBal)}</TableCell>
            <TableCell className="tabular-nums">{formatDateTime(member.registeredAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
