import { type Executor, orgs, queryRows } from '@pb/db'
import { type SQL, sql } from 'drizzle-orm'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { kstToday } from '../stats/periods'
import { rateBookOf, ratesView } from './commission-rates'
import { levelName, type OrgLevel } from './levels'

interface OrgRow {
  id: number
  parent_id: number | null
  name: string
  level: number
  path: string
  status: 'ACTIVE' | 'SUSPENDED'
  suspended_above: boolean
  created_at: string
  head_id: number | null
  head_login_id: string | null
  head_nickname: string | null
  admin_count: number
  member_count: number
}

/** Branches matching `where` (over `o`), with their head and how many administrators and members each holds. */
async function orgRows(executor: Executor, where: SQL): Promise<OrgRow[]> {
  return queryRows<OrgRow>(
    executor,
    sql`select o.id, o.parent_id, o.name, o.level, o.path, o.status, o.created_at::text,
        exists (select 1 from ${orgs} s where s.status = 'SUSPENDED' and s.id <> o.id
          and o.path like s.path || '%') as suspended_above,
        h.id as head_id, h.login_id as head_login_id, h.nickname as head_nickname,
        (select count(*)::int from users u where u.org_id = o.id and u.role_code <> 'MEMBER') as admin_count,
        (select count(*)::int from users u where u.org_id = o.id and u.role_code = 'MEMBER') as member_count
      from ${orgs} o left join users h on h.id = o.head_user_id
      where ${where}
      order by o.path`,
  )
}

export interface OrgView {
  id: number
  parentId: number | null
  name: string
  level: OrgLevel
  status: 'ACTIVE' | 'SUSPENDED'
  /** Suspended itself or by a branch above it: its people cannot sign in or bet. */
  suspended: boolean
  head: { id: number; loginId: string; nickname: string } | null
  adminCount: number
  memberCount: number
  /** Members of the branch and every branch below it. */
  subtreeMemberCount: number
  /** The rates in force today (percent). */
  rollingRate: number
  losingRate: number
  /** A change waiting for its KST day. */
  pendingRates: { rollingRate: number; losingRate: number; from: string } | null
  depth: number
  createdAt: string
}

async function viewsOf(executor: Executor, now: Date, rows: OrgRow[]): Promise<OrgView[]> {
  const today = kstToday(now)
  const book = await rateBookOf(
    executor,
    rows.map((row) => row.id),
  )
  const views = rows.map((row): OrgView => {
    const pending = book.pending(row.id, today)
    return {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      level: levelName(row.level),
      status: row.status,
      suspended: row.status === 'SUSPENDED' || row.suspended_above,
      head: row.head_id
        ? { id: row.head_id, loginId: row.head_login_id ?? '', nickname: row.head_nickname ?? '' }
        : null,
      adminCount: row.admin_count,
      memberCount: row.member_count,
      subtreeMemberCount: row.member_count,
      ...ratesView(book.on(row.id, today)),
      pendingRates: pending ? { ...ratesView(pending.rates), from: pending.from } : null,
      depth: row.level,
      createdAt: new Date(row.created_at).toISOString(),
    }
  })
  // Rows come in path order, so each branch's members are added to its ancestors from the deepest up.
  const byId = new Map(views.map((view) => [view.id, view]))
  for (const view of [...views].reverse()) {
    const parent = view.parentId === null ? undefined : byId.get(view.parentId)
    if (parent) parent.subtreeMemberCount += view.subtreeMemberCount
  }
  return views
}

/** One branch as the tree shows it. */
export async function orgView(executor: Executor, now: Date, id: number): Promise<OrgView> {
  const [view] = await viewsOf(executor, now, await orgRows(executor, sql`o.id = ${id}`))
  if (!view) throw refusal('NOT_FOUND', 'branchNotFound')
  const members = await queryRows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from users u join ${orgs} o on o.id = u.org_id
      where u.role_code = 'MEMBER' and o.path like (select path from ${orgs} where id = ${id}) || '%'`,
  )
  return { ...view, subtreeMemberCount: members[0]?.n ?? 0 }
}

export type OrgTreeNode = OrgView & { children: OrgTreeNode[] }

/**
 * The actor's subtree (GET /admin/orgs): their own branch and every branch below it, as a flat list
 * in tree order (each after its parent, siblings by id) and as a nested tree.
 */
export async function listOrgs(ctx: UseCaseContext): Promise<{ items: OrgView[]; tree: OrgTreeNode }> {
  const actor = requireAdmin(ctx)
  const rows = await orgRows(ctx.db, sql`o.path like ${`${actor.orgPath}%`}`)
  const views = await viewsOf(ctx.db, ctx.clock.now(), rows)
  const nodes = new Map(views.map((view) => [view.id, { ...view, children: [] as OrgTreeNode[] }]))
  for (const node of nodes.values()) {
    if (node.parentId !== null) nodes.get(node.parentId)?.children.push(node)
  }
  for (const node of nodes.values()) node.children.sort((a, b) => a.id - b.id)
  const tree = nodes.get(actor.orgId)
  if (!tree) throw refusal('NOT_FOUND', 'branchNotFound')
  const items: OrgView[] = []
  const walk = (node: OrgTreeNode) => {
    const { children, ...view } = node
    items.push(view)
    for (const child of children) walk(child)
  }
  walk(tree)
  return { items, tree }
}
