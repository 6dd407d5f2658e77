/** A branch's place in the tree. */
interface TreeNode {
  id: number
  parentId: number | null
}

/** How a branch's subtree shares losing commission over a period, in won (docs/money.md §9). */
export interface LosingPool {
  /** max(0, net of the whole subtree): what its members lost to the house. */
  base: number
  /** What the whole subtree may be paid: rate × base, scaled down when the parent's pool is short. */
  pool: number
  /** What went on to the children's subtrees: pool − the branch's part, so a won of rounding is theirs. */
  toChildren: number
  /** The branch's own part, pool − toChildren; 0 at the root, whose part is the house's. */
  own: number
}

/** A non-negative amount in won × percent, exact: num / den. */
interface Exact {
  num: bigint
  den: bigint
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n)
/** Floored once, here: won × percent to won. */
const wonOf = (amount: Exact) => Number(amount.num / (amount.den * 100n))

/**
 * Every branch's losing pool, allotted from the root down (docs/money.md §9). The root counts as a
 * branch at its children's highest rate. Each child claims rate × max(0, its subtree's net); when
 * the claims pass the parent's pool, each child gets the pool in proportion to its claim, so
 * wins in one subtree offset losses in a sibling. A branch keeps what its children do not take.
 * Exact fractions until each figure is floored to the won, so no subtree is paid more than
 * rate × its base. Needs the whole tree: a pool depends on every branch above and beside it.
 */
export function losingPoolsOf(
  branches: TreeNode[],
  netOf: (id: number) => number,
  rateOf: (id: number) => number,
): Map<number, LosingPool> {
  const ids = new Set(branches.map((branch) => branch.id))
  const childrenOf = new Map<number, number[]>()
  for (const branch of branches) {
    if (branch.parentId === null) continue
    if (!ids.has(branch.parentId))
      throw new Error(`losing pools need the whole tree: no branch ${branch.parentId}`)
    childrenOf.set(branch.parentId, [...(childrenOf.get(branch.parentId) ?? []), branch.id])
  }
  const baseOf = (id: number) => BigInt(Math.max(0, netOf(id)))
  const claimOf = (id: number) => BigInt(rateOf(id)) * baseOf(id)
  const pools = new Map<number, LosingPool>()

  const allot = (id: number, pool: Exact, isHouse: boolean) => {
    const children = childrenOf.get(id) ?? []
    const claims = children.map(claimOf)
    const claimed = sum(claims)
    const short = claimed * pool.den > pool.num
    // What the children do not take stays with the branch (with the house, at the root).
    const kept = short ? 0 : wonOf({ num: pool.num - claimed * pool.den, den: pool.den })
    pools.set(id, {
      base: Number(baseOf(id)),
      pool: wonOf(pool),
      toChildren: wonOf(pool) - kept,
      own: isHouse ? 0 : kept,
    })
    children.forEach((child, n) => {
      const claim = claims[n] as bigint
      allot(
        child,
        short ? { num: claim * pool.num, den: pool.den * claimed } : { num: claim, den: 1n },
        false,
      )
    })
  }

  for (const root of branches.filter((branch) => branch.parentId === null)) {
    const topRate = Math.max(0, ...(childrenOf.get(root.id) ?? []).map(rateOf))
    allot(root.id, { num: BigInt(topRate) * baseOf(root.id), den: 1n }, true)
  }
  return pools
}
