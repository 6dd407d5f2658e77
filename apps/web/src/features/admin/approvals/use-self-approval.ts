import { useQuery } from '@tanstack/react-query'
import { trpc } from '../../../trpc/client'

/**
 * Whether a SUPER may approve their own proposals here: only with self-approval switched on and a
 * single active SUPER (with two or more it has no effect). A single SUPER may always approve the
 * proposal that switches it on.
 */
export function useSelfApproval(enabled: boolean) {
  const settings = useQuery({ ...trpc.admin.settings.get.queryOptions(), enabled })
  const supers = useQuery({
    ...trpc.admin.users.list.queryOptions({ roleCode: 'SUPER', statusCode: 'ACTIVE', page: 1, limit: 10 }),
    enabled,
  })
  const single = supers.data?.pagination.total === 1
  return { single, inEffect: single && settings.data?.selfApproval === true }
}
