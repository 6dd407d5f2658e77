import type { ComponentProps } from 'react'
import { NativeSelect } from '../../../components/native-select'
import type { useBranchOptions } from './use-branch-options'

/** A choice of one branch of the subtree, each indented by its depth under the administrator's own. */
export function BranchSelect({
  branches,
  ...select
}: ComponentProps<typeof NativeSelect> & { branches: ReturnType<typeof useBranchOptions> }) {
  return (
    <NativeSelect {...select}>
      {branches.map((branch) => (
        <option key={branch.id} value={branch.id}>
          {`${'\u00a0\u00a0'.repeat(branch.depth)}${branch.name}`}
        </option>
      ))}
    </NativeSelect>
  )
}
