import { describe, expect, test } from 'bun:test'
import { RateBook } from '../src/orgs/commission-rates'
import { type Branch, type DayBets, type Figures, figuresOf } from '../src/orgs/statement-figures'

/**
 * Losing commission on the subtree's net (docs/money.md §9), over `figuresOf` itself: the reported
 * break worked by hand, then properties over seeded random trees and nets. A failing case names
 * its seed; LOSING_SEED replays one.
 */

const DAY = '2026-11-11'
const ROOT = 1

/** A small seeded PRNG (mulberry32), so a case can be replayed from its seed. */
function seededRandom(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) }
}

/** A tree to count: its branches (the root first), their losing rates and the bets of their own members. */
interface Case {
  branches: Branch[]
  /** Losing percent per branch; a branch left out was never given rates. */
  rates: Map<number, number>
  bets: DayBets[]
}

const branch = (id: number, parentId: number | null, level: number): Branch => ({
  id,
  parentId,
  level,
  name: `b${id}`,
  path: '',
  headUserId: null,
})

function figuresOfCase({ branches, rates, bets }: Case): Map<number, Figures> {
  const rows = [...rates].map(([orgId, losingRatePercent]) => ({
    orgId,
    effectiveFrom: DAY,
    rollingRateTenths: 0,
    losingRatePercent,
  }))
  return figuresOf(branches, bets, [], new RateBook(rows), DAY)
}

/** Own members' bets of one branch: `lost` is their net loss (negative when they won). */
const betsOf = (orgId: number, stakes: number, lost: number): DayBets => ({
  orgId,
  day: DAY,
  stakes,
  payouts: stakes - lost,
})

/** 1–3 HQs, each with 0–3 agencies of 0–3 shops; rates never above the parent's; random nets. */
function randomCase(seed: number, membersOnlyInShops: boolean): Case {
  const random = seededRandom(seed)
  const branches = [branch(ROOT, null, 0)]
  const rates = new Map<number, number>()
  const grow = (parent: Branch, ceiling: number) => {
    const count = parent.level === 0 ? random.int(1, 3) : random.int(0, 3)
    for (let n = 0; n < count; n++) {
      const child = branch(branches.length + 1, parent.id, parent.level + 1)
      branches.push(child)
      // Some branches are at 0 % or never given rates: they claim nothing, nor can any below them.
      const rate = random.next() < 0.125 ? 0 : random.int(0, ceiling)
      if (rate > 0 || random.next() < 0.5) rates.set(child.id, rate)
      if (child.level < 3) grow(child, rates.get(child.id) ?? 0)
    }
  }
  grow(branches[0] as Branch, 50)
  const bets = branches
    .filter((holder) => !membersOnlyInShops || holder.level === 3)
    .filter(() => random.next() < 0.8)
    .map((holder) => {
      const stakes = random.int(0, 300) * 1_000 + random.int(0, 999)
      // Payouts of 0 to 1.8 × the stakes: members behind more often than ahead, as with a house edge.
      return betsOf(holder.id, stakes, stakes - random.int(0, Math.floor(1.8 * stakes)))
    })
  return { branches, rates, bets }
}

/** Each branch with every branch of its subtree, itself included. */
function subtrees(branches: Branch[]): Map<number, number[]> {
  const below = new Map(branches.map((b) => [b.id, [b.id]]))
  for (const b of [...branches].reverse()) {
    if (b.parentId !== null) below.get(b.parentId)?.push(...(below.get(b.id) ?? []))
  }
  return below
}

/** Runs `check` over `count` seeded cases, naming the seed of the first that fails. */
function forSeeds(count: number, check: (seed: number) => void) {
  const replay = process.env.LOSING_SEED
  const seeds = replay ? [Number(replay)] : Array.from({ length: count }, (_, n) => 7_300 + n)
  for (const seed of seeds) {
    try {
      check(seed)
    } catch (error) {
      throw new Error(`seed ${seed} (LOSING_SEED=${seed} replays): ${(error as Error).message}`)
    }
  }
}

describe('losing commission on the subtree’s net', () => {
  test('two shops under one agency, one ahead and one behind: the agency’s subtree is paid at most 30 % of 7,000원', () => {
    // HQ 30 % › agency 30 % › shops 20 % each; 100,000원 on each side of an odd/even at 1.93.
    const figures = figuresOfCase({
      branches: [
        branch(ROOT, null, 0),
        branch(2, ROOT, 1),
        branch(3, 2, 2),
        branch(4, 3, 3),
        branch(5, 3, 3),
      ],
      rates: new Map([
        [2, 30],
        [3, 30],
        [4, 20],
        [5, 20],
      ]),
      bets: [betsOf(4, 100_000, 100_000), betsOf(5, 100_000, -93_000)],
    })
    const losing = (id: number) => {
      const { net, losingBase, losingPool, losingToChildren, losingCommission } = figures.get(id) as Figures
      return { net, losingBase, losingPool, losingToChildren, losingCommission }
    }
    expect(losing(ROOT)).toEqual({
      net: 7_000,
      losingBase: 7_000,
      losingPool: 2_100,
      losingToChildren: 2_100,
      losingCommission: 0,
    })
    expect(losing(2)).toEqual({
      net: 7_000,
      losingBase: 7_000,
      losingPool: 2_100,
      losingToChildren: 2_100,
      losingCommission: 0,
    })
    // The losing shop claims 20,000원, more than the agency's pool: it gets all of it, the agency nothing.
    expect(losing(3)).toEqual({
      net: 7_000,
      losingBase: 7_000,
      losingPool: 2_100,
      losingToChildren: 2_100,
      losingCommission: 0,
    })
    expect(losing(4)).toEqual({
      net: 100_000,
      losingBase: 100_000,
      losingPool: 2_100,
      losingToChildren: 0,
      losingCommission: 2_100,
    })
    expect(losing(5)).toEqual({
      net: -93_000,
      losingBase: 0,
      losingPool: 0,
      losingToChildren: 0,
      losingCommission: 0,
    })
  })

  test('claims within the pool are paid whole, the branch keeping the rest; claims past it share it', () => {
    // HQ and agency 30 % over shops 10 % and 20 %: both shops' members behind, then one shop's ahead.
    const tree = [
      branch(ROOT, null, 0),
      branch(2, ROOT, 1),
      branch(3, 2, 2),
      branch(4, 3, 3),
      branch(5, 3, 3),
    ]
    const rates = new Map([
      [2, 30],
      [3, 30],
      [4, 10],
      [5, 20],
    ])
    const behind = figuresOfCase({
      branches: tree,
      rates,
      bets: [betsOf(4, 50_000, 40_000), betsOf(5, 50_000, 10_000)],
    })
    // The agency's pool is 30 % × 50,000원; the shops claim 10 % × 40,000원 and 20 % × 10,000원.
    expect([3, 4, 5].map((id) => (behind.get(id) as Figures).losingCommission)).toEqual([
      15_000 - 4_000 - 2_000,
      4_000,
      2_000,
    ])
    // Net 40,000 − 30,001 = 9,999원: a pool of 2,999.7원, claims of 4,000원 and 0 → shop 4 gets it, floored.
    const cut = figuresOfCase({
      branches: tree,
      rates,
      bets: [betsOf(4, 50_000, 40_000), betsOf(5, 50_000, -30_001)],
    })
    expect([2, 3, 4].map((id) => (cut.get(id) as Figures).losingPool)).toEqual([2_999, 2_999, 2_999])
    expect([2, 3, 4].map((id) => (cut.get(id) as Figures).losingCommission)).toEqual([0, 0, 2_999])
    // Two shops behind under a short pool share it by their claims: 3,000원 × 4,000/6,000 and × 2,000/6,000.
    const shared = figuresOfCase({
      branches: [...tree, branch(6, 3, 3)],
      rates: new Map([...rates, [6, 20]]),
      bets: [betsOf(4, 40_000, 40_000), betsOf(5, 10_000, 10_000), betsOf(6, 50_000, -40_000)],
    })
    expect([3, 4, 5, 6].map((id) => (shared.get(id) as Figures).losingCommission)).toEqual([
      0, 2_000, 1_000, 0,
    ])
  })

  test('properties over 500 random trees: no subtree is paid more than its rate × its net loss', () => {
    forSeeds(500, (seed) => {
      const scenario = randomCase(seed, false)
      const figures = figuresOfCase(scenario)
      const of = (id: number) => figures.get(id) as Figures
      const rateOf = (id: number) => scenario.rates.get(id) ?? 0
      const below = subtrees(scenario.branches)
      const paidIn = (id: number) => (below.get(id) ?? []).reduce((sum, n) => sum + of(n).losingCommission, 0)
      const hqs = scenario.branches.filter((b) => b.parentId === ROOT)
      const topRate = Math.max(...hqs.map((hq) => rateOf(hq.id)))
      const root = of(ROOT)
      expect(root.losingCommission).toBe(0)
      expect(root.losingPool).toBe(Math.floor((topRate * Math.max(0, root.net)) / 100))
      expect(paidIn(ROOT)).toBeLessThanOrEqual(root.losingPool)
      for (const b of scenario.branches) {
        const line = of(b.id)
        for (const figure of ['losingBase', 'losingPool', 'losingToChildren', 'losingCommission'] as const) {
          expect(line[figure]).toBeGreaterThanOrEqual(0)
        }
        expect(line.losingBase).toBe(Math.max(0, line.net))
        const children = scenario.branches.filter((child) => child.parentId === b.id)
        const toChildren = children.reduce((sum, child) => sum + of(child.id).losingPool, 0)
        expect(toChildren).toBeLessThanOrEqual(line.losingToChildren)
        if (b.id === ROOT) continue
        const cap = Math.floor((rateOf(b.id) * line.losingBase) / 100)
        expect(line.losingPool).toBeLessThanOrEqual(cap)
        expect(line.losingPool).toBe(line.losingToChildren + line.losingCommission)
        // All of a pool is paid out below it but for rounding: less than a won per branch.
        const size = below.get(b.id)?.length ?? 0
        expect(paidIn(b.id)).toBeLessThanOrEqual(line.losingPool)
        expect(paidIn(b.id)).toBeGreaterThan(line.losingPool - size)
      }
    })
  })

  test('properties over 500 random trees with members only in shops: one HQ is paid its rate × its net', () => {
    forSeeds(500, (seed) => {
      const scenario = randomCase(seed, true)
      const figures = figuresOfCase(scenario)
      const hqs = scenario.branches.filter((b) => b.parentId === ROOT)
      if (hqs.length !== 1) return
      const hq = figures.get((hqs[0] as Branch).id) as Figures
      const rate = scenario.rates.get((hqs[0] as Branch).id) ?? 0
      expect(hq.losingPool).toBe(Math.floor((rate * Math.max(0, hq.net)) / 100))
    })
  })

  test('a single chain HQ › agency › shop pays the waterfall as before: each its rate less its child’s', () => {
    forSeeds(500, (seed) => {
      const random = seededRandom(seed)
      const [hqRate, agencyRate, shopRate] = [random.int(0, 50)].flatMap((hq) => {
        const agency = random.int(0, hq)
        return [hq, agency, random.int(0, agency)]
      }) as [number, number, number]
      const stakes = random.int(0, 500_000)
      const lost = stakes - random.int(0, 2 * stakes)
      const figures = figuresOfCase({
        branches: [branch(ROOT, null, 0), branch(2, ROOT, 1), branch(3, 2, 2), branch(4, 3, 3)],
        rates: new Map([
          [2, hqRate],
          [3, agencyRate],
          [4, shopRate],
        ]),
        bets: [betsOf(4, stakes, lost)],
      })
      const waterfall = (spread: number) => Math.floor((Math.max(0, lost) * spread) / 100)
      expect([2, 3, 4].map((id) => (figures.get(id) as Figures).losingCommission)).toEqual([
        waterfall(hqRate - agencyRate),
        waterfall(agencyRate - shopRate),
        waterfall(shopRate),
      ])
    })
  })
})
