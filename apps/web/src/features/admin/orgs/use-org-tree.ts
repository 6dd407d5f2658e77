import { useQuery, useQueryClient } from '@tanstack/react-query'
import { trpc } from '../../../trpc/client'

/** The caller's branch and everything below it; the first item is the caller's own branch. */
export function useOrgTree() {
  const tree = useQuery(trpc.admin.orgs.list.queryOptions())
  return { ...tree, own: tree.data?.items[0] }
}

/** After a change to a branch or a move between branches: the tree, statements and member lists. */
export function useRefreshOrgs() {
  const queryClient = useQueryClient()
  return () => {
    for (const queryKey of [trpc.admin.orgs.pathKey(), trpc.admin.users.pathKey()]) {
      void queryClient.invalidateQueries({ queryKey })
    }
  }
}
