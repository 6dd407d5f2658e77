import { createFileRoute } from '@tanstack/react-router'
import { OrgTreePanel } from '../../../features/admin/orgs/org-tree-panel'

export const Route = createFileRoute('/admin/_console/orgs')({
  component: OrgTreePanel,
})
