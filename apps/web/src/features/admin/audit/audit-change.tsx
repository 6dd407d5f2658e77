import { Button } from '@pb/ui/button'
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changesOf, compactValue, prettyJson } from './json-changes'

/** How many changed fields a row shows before the rest waits behind the details. */
const shownChanges = 3

/**
 * What an action changed: the changed fields only, `before → after`, and a details button that
 * unfolds both entries as JSON.
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin')
  const detailsId = useId()
  const [open, setOpen] = useState(false)
  const changes = changesOf(before, after)
  const hasData = before !== null || after !== null

  return (
    <div className="flex min-w-56 max-w-[44rem] flex-col gap-1 text-xs">
      {changes.length === 0 && <span className="text-muted-foreground">{t('audit.noChange')}</span>}
      <ul className="flex flex-col gap-0.5">
        {changes.slice(0, shownChanges).map((change) => (
          <li key={change.field} className="flex min-w-0 items-baseline gap-1.5">
            <span className="shrink-0 font-mono text-muted-foreground">{change.field}</span>
            {change.before !== undefined && (
              <>
                <span className="truncate text-muted-foreground line-through decoration-muted-foreground/60">
                  {compactValue(change.before)}
                </span>
                <span className="shrink-0 text-muted-foreground" aria-hidden>
                  →
                </span>
                <span className="sr-only">{t('audit.becomes')}</span>
              </>
            )}
            <span className="truncate font-medium">{compactValue(change.after)}</span>
          </li>
        ))}
      </ul>
      {hasData && (
        <div className="flex items-center gap-2">
          {changes.length > shownChanges && (
            <span className="text-muted-foreground">
              {t('audit.more', { count: changes.length - shownChanges })}
            </span>
          )}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? t('audit.hideDetails') : t('audit.details')}
            {open ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
          </Button>
        </div>
      )}
      {open && (
        <div id={detailsId} className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['before', before],
              ['after', after],
            ] as const
          ).map(([side, value]) => (
            <div key={side} className="min-w-0">
              <p className="mb-1 font-medium text-muted-foreground">{t(`audit.${side}`)}</p>
              <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md border bg-muted/50 p-2 font-mono text-[11px] leading-relaxed">
                {prettyJson(value)}
              </pre>
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
