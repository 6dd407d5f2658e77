/** How much work one password hash costs: argon2id's memory in KiB and its number of passes. */
export interface PasswordHashCost {
  memoryKib: number
  passes: number
}

/** Bun's argon2id defaults (64 MiB, 2 passes): what every stored password costs to guess offline. */
export const defaultPasswordHashCost: PasswordHashCost = { memoryKib: 65_536, passes: 2 }

/** OWASP's least argon2id cost (19 MiB, 2 passes); production refuses to hash below it (docs/roles-and-branches.md §6). */
export const leastProductionHashCost: PasswordHashCost = { memoryKib: 19_456, passes: 2 }

let cost = defaultPasswordHashCost

/**
 * Sets the cost of hashes made from now on. A stored hash names its own cost, so passwords hashed
 * at another cost still verify.
 */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next
}

/** An argon2id hash of `password` at the configured cost. */
export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, {
    algorithm: 'argon2id',
    memoryCost: cost.memoryKib,
    timeCost: cost.passes,
  })
}
