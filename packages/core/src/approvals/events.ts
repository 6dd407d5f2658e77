import type { ApprovalStatus, Executor } from '@pb/db'
import type { GameEvent } from '../events/types'
import { rootPath } from './view'

/** What SUPER consoles hear when a proposal is made or decided: their counter and list refresh. */
export async function approvalsChanged(
  executor: Executor,
  id: number,
  status: ApprovalStatus,
): Promise<GameEvent> {
  return { type: 'APPROVALS_CHANGED', id, status, orgPath: await rootPath(executor) }
}
