import { commissionPeriods, orgLevels, orgStatuses } from '@pb/db'
import { z } from 'zod'
import { instant, int } from './shared'

const kstDate = () => z.iso.date()
const rates = {
  rollingRate: z.number().describe('롤링 요율 (%, 정산된 베팅액 대비)'),
  losingRate: int().describe('루징 요율 (%, 기간 순손실 대비)'),
}

/** A branch as the tree shows it. */
export const orgView = z.strictObject({
  id: int(),
  parentId: int().nullable(),
  name: z.string(),
  level: z.enum(orgLevels),
  status: z.enum(orgStatuses),
  suspended: z.boolean().describe('자신 또는 상위 조직이 중지되어 로그인·베팅이 막힘'),
  head: z.strictObject({ id: int(), loginId: z.string(), nickname: z.string() }).nullable(),
  adminCount: int(),
  memberCount: int(),
  subtreeMemberCount: int().describe('하위 조직까지 포함한 회원 수'),
  ...rates,
  pendingRates: z
    .strictObject({ ...rates, from: kstDate() })
    .nullable()
    .describe('다음 KST 날짜부터 적용될 요율'),
  depth: int(),
  createdAt: instant(),
})

type TreeNode = z.output<typeof orgView> & { children: TreeNode[] }
const treeNode: z.ZodType<TreeNode> = orgView.extend({ children: z.array(z.lazy(() => treeNode)) })

/** `GET /api/admin/orgs` */
export const orgTree = z.strictObject({ items: z.array(orgView), tree: treeNode })

/** `PUT /api/admin/orgs/{id}/commission` */
export const commissionSet = z.strictObject({ id: int(), ...rates, effectiveFrom: kstDate() })

const figures = {
  deposits: int().describe('승인된 충전 (원)'),
  withdrawals: int().describe('승인된 출금 (원)'),
  stakes: int().describe('정산된 베팅액 (원, 취소 제외)'),
  payouts: int().describe('당첨금 (원)'),
  net: int().describe('stakes − payouts (원)'),
}
const branchLine = z.strictObject({
  orgId: int(),
  name: z.string(),
  level: z.enum(orgLevels),
  start: kstDate(),
  end: kstDate(),
  ...figures,
  rollingCommission: int().describe('이 조직이 번 롤링 수수료 (원)'),
  losingBase: int().describe('루징 기준액: max(0, net) (원, 하위 조직 전체)'),
  losingPool: int().describe(
    '하위 조직 전체가 받을 수 있는 루징 수수료: 요율 × 기준액, 상위 배정 안에서 (원)',
  ),
  losingToChildren: int().describe('losingPool 중 하위 조직들에 배정된 금액 (원)'),
  losingCommission: int().describe(
    '이 조직이 번 루징 수수료: losingPool − losingToChildren (원, 운영사는 0)',
  ),
  adjustments: int().describe('마감된 기간의 변경·미지급으로 다음 마감에 더해질 금액 (원)'),
})

/** `GET /api/admin/orgs/{id}/statement` */
export const statement = branchLine.extend({
  rates: z.strictObject(rates),
  closed: z
    .strictObject({ id: int(), closedAt: instant(), closedBy: int(), paid: int(), paidTo: int().nullable() })
    .nullable(),
  children: z.array(branchLine),
  members: z.array(z.strictObject({ userId: int(), loginId: z.string(), nickname: z.string(), ...figures })),
  days: z.array(z.strictObject({ day: kstDate(), stakes: int(), payouts: int(), net: int() })),
})

const close = z.strictObject({
  id: int(),
  period: z.enum(commissionPeriods),
  start: kstDate(),
  end: kstDate(),
  closedAt: instant(),
  closedBy: z.strictObject({ id: int(), loginId: z.string() }),
  paid: int().describe('이 마감이 지급한 수수료 (원, 조회자의 하위 조직)'),
  alreadyClosed: z.boolean().optional().describe('이미 마감된 기간: 다시 지급하지 않음'),
})
/** `POST /api/admin/commission/closes` */
export const commissionClose = close
/** `GET /api/admin/commission/closes` */
export const commissionCloses = z.strictObject({ items: z.array(close) })
