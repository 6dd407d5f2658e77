import { auditList } from '../../responses/audit'
import type { RoutesOf } from '../../route'

/** The audit log of administrator actions. */
export const adminAuditRoutes: RoutesOf<'admin.audit'>[] = [
  {
    method: 'GET',
    path: '/admin/audit',
    procedure: 'admin.audit.list',
    summary: '관리자 작업 기록 (감사 로그)',
    response: auditList,
  },
]
