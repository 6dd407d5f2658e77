/**
 * A runtime list that names every member of a union from the router's types, for filters and
 * pickers: a member the list leaves out fails the typecheck.
 */
export function everyMember<T extends string>() {
  return <const L extends readonly T[]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : never),
  ) => list
}
