import { CapTable } from './cap-table'
import { OddsBoard } from './odds-board'

/** Odds adjustment with the bet caps beside it on a wide screen, below it on a narrower one. */
export function OddsPage() {
  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <OddsBoard />
      <CapTable />
    </div>
  )
}
