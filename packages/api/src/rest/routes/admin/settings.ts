import { proposal } from '../../responses/approval'
import type { RoutesOf } from '../../route'

/** Operator settings such as bet limits; a change is proposed (202) and applied by a second SUPER. */
export const adminSettingsRoutes: RoutesOf<'admin.settings'>[] = [
  {
    method: 'GET',
    path: '/admin/settings',
    procedure: 'admin.settings.get',
    summary: '운영 설정 (베팅 한도 등)',
  },
  {
    method: 'PUT',
    path: '/admin/settings',
    procedure: 'admin.settings.update',
    summary: '운영 설정 변경 제안 (베팅 한도, 최소 하우스 엣지, 자기 승인 등)',
    status: 202,
    response: proposal,
  },
]
