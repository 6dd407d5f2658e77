import type { Executor } from '@pb/db'
import { readSetting } from '../stored-settings'
import { superAccounts } from './view'

/**
 * Whether a SUPER may approve their own proposal: only in a single-SUPER installation that switched
 * it on (shown on /fairness). A second SUPER account, in any status, ends it: suspending the others
 * never brings it back.
 */
export async function selfApprovalInEffect(executor: Executor): Promise<boolean> {
  return (await readSetting(executor, 'selfApproval')) && (await superAccounts(executor)) === 1
}
