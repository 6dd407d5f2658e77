import type { AppRouter } from '@pb/api'
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'

type AdminOutputs = inferRouterOutputs<AppRouter>['admin']

/** A member as the console's lists show it. */
export type AdminMember = AdminOutputs['users']['list']['items'][number]

/** A point ledger entry as the point history shows it (docs/product.md §3.2). */
export type AdminPointEntry = AdminOutputs['points']['list']['items'][number]
/** The odds screen: every selection's odds and RTP, and the open round's stakes and payout if it wins. */
type AdminOddsBoard = AdminOutputs['odds']['list']
export type AdminOddsMarket = AdminOddsBoard['markets'][number]
export type AdminOddsSelection = AdminOddsMarket['selections'][number]

/** The operator settings: bet caps per cap group and in total, the point-conversion password switch. */
export type OperatorSettings = AdminOutputs['settings']['get']
export type CapKey = keyof OperatorSettings['caps']

/**
 * A change one SUPER proposed (odds, settings, a manual result, a void, a re-settlement): nothing
 * changes until a second SUPER approves it (four eyes). The proposing calls answer it too.
 */
export type Proposal = AdminOutputs['approvals']['list']['items'][number]
export type ProposalStatus = Proposal['status']
/** The draw beacon and how fresh its newest verified value is (null before the engine has run). */
export type BeaconStatus = AdminOutputs['beacon']['status']
/** A top-up or withdrawal request as the console's queues and histories show it. */
export type AdminCashRequest = AdminOutputs['requests']['list']['items'][number]

/** One member as the detail dialog shows it (docs/product.md §3.1). */
export type AdminMemberDetail = AdminOutputs['users']['byId']
/** One row of a member's money ledger and of their bets, as the detail dialog lists them. */
export type AdminMemberLedgerEntry = AdminOutputs['users']['ledger']['items'][number]
export type AdminMemberBet = AdminOutputs['bets']['list']['items'][number]
/** What an individual settlement archived (POST /admin/users/{id}/settlement, docs/money.md §8). */
export type MemberArchiveAnswer = AdminOutputs['archive']['member']
/** What a global settlement archives (and, asked without confirmation, would archive). */
export type ArchiveCounts = AdminOutputs['archive']['everyone']['cleared']

type AdminInputs = inferRouterInputs<AppRouter>['admin']

/** One administrator action as the audit log lists it. */
export type AuditEntry = AdminOutputs['audit']['list']['items'][number]
/** Every action the audit log records (the server's list). */
export type AuditAction = NonNullable<AdminInputs['audit']['list']['action']>

/** A settlement as SUPER's archive lists it: who settled whom (or everyone), when, and the counts. */
export type ArchiveRun = AdminOutputs['archive']['runs']['items'][number]
/** The archived rows of one kind of history. */
export type ArchivePage = AdminOutputs['archive']['rows']
export type ArchiveKind = ArchivePage['kind']
export type ArchivedRow<Kind extends ArchiveKind> = Extract<ArchivePage, { kind: Kind }>['items'][number]
/** One bet item as the bet history lists it (docs/product.md §3.3), and the list's sums. */
type AdminBetPage = AdminOutputs['bets']['list']
export type AdminBet = AdminBetPage['items'][number]
export type AdminBetResult = AdminBet['betResult']
export type AdminBetSums = AdminBetPage['sums']

/** The summary bar's figures (docs/product.md §3.5). */
export type AdminTotals = AdminOutputs['stats']['totals']
/** The statistics view: rows per period or per member, and the range's totals (docs/product.md §3.5). */
export type StatsAggregate = AdminOutputs['stats']['aggregate']
export type StatsRow = StatsAggregate['totals']
export type MemberStatsRow = Extract<StatsAggregate['items'][number], { userId: number }>
export type StatsGranularity = StatsAggregate['granularity']

/** The caller's branch and every branch below it, depth first (spec: the operator's network). */
type AdminOrgTree = AdminOutputs['orgs']['list']
export type AdminOrg = AdminOrgTree['items'][number]
export type OrgLevel = AdminOrg['level']
/** A branch's statement over KST days: its subtree's figures, its children's lines, its own members. */
export type OrgStatement = AdminOutputs['orgs']['statement']
export type OrgStatementLine = OrgStatement['children'][number]
export type OrgStatementMember = OrgStatement['members'][number]
export type OrgStatementDay = OrgStatement['days'][number]
/** A closed commission period, with what it paid in the caller's subtree. */
export type CommissionClose = AdminOutputs['commission']['closes']['items'][number]
