import { PointConvertCard } from '../cashier/point-convert-card'
import { PointHistoryPanel } from '../ledger/point-history-panel'

/** The game page's points tab: converting points (a single one converts here) beside their history. */
export default function GamePointsPanel() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <PointConvertCard />
      <PointHistoryPanel />
    </div>
  )
}
