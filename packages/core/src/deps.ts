import type { Db } from '@pb/db'
import type { Clock } from './clock'
import type { EventBus } from './events/types'

/** What use cases that publish events or read the game clock need. */
export interface CoreDeps {
  db: Db
  bus: EventBus
  clock: Clock
}
