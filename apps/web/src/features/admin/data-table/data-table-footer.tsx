import { Pager } from '../../../components/pager'

export function DataTableFooter({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  return (
    <div className="border-t px-3 py-2">
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </div>
  )
}
