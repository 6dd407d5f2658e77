import type { Executor } from '@pb/db'
import { readSetting } from '../stored-settings'
import { activeSupers } from './view'

/**
 * Whether a SUPER may approve their own proposal: only in a single-SUPER installation that switched
 * it on (shown on /fairness). With two SUPERs it has no effect.
 */
export async function selfApprovalInEffect(executor: Executor): Promise<boolean> {
  return (await readSetting(executor, 'selfApproval')) && (await activeSupers(executor)) === 1
}
