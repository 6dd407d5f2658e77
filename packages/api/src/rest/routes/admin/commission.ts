import { commissionClose, commissionCloses } from '../../responses/org'
import type { RoutesOf } from '../../route'

/** Commission period closes. */
export const adminCommissionRoutes: RoutesOf<'admin.commission'>[] = [
  {
    method: 'GET',
    path: '/admin/commission/closes',
    procedure: 'admin.commission.closes',
    summary: '마감된 수수료 기간 (최신순)',
    response: commissionCloses,
  },
  {
    method: 'POST',
    path: '/admin/commission/closes',
    procedure: 'admin.commission.close',
    summary: '수수료 기간 마감 (SUPER; 하루, 월–일 한 주, 한 달): 조직 책임자에게 COMMISSION 지급',
    response: commissionClose,
  },
]
