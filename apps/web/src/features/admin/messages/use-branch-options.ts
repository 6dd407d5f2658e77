import { useQuery } from '@tanstack/react-query'
import { trpc } from '../../../trpc/client'

/** The branches of the administrator's subtree, in tree order, for an audience choice. */
export function useBranchOptions() {
  const orgs = useQuery(trpc.admin.orgs.list.queryOptions())
  return (orgs.data?.items ?? []).map((org) => ({ id: org.id, name: org.name, depth: org.depth }))
}
