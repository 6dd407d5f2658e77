import { PointConvertCard } from '../cashier/point-convert-card'
import { PointHistoryPanel } from '../ledger/point-history-panel'

/** docs/product.md §5.3: on the game page a single point converts. */
const gamePageMinimumPoints = 1

/** The game page's points tab: converting points beside their history. */
export default function GamePointsPanel() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <PointConvertCard minimum={gamePageMinimumPoints} />
      <PointHistoryPanel />
    </div>
  )
}
