import { useTranslation } from 'react-i18next'
import type { AdminOrg } from '../admin-types'

/** Indents an option under its parent: a select's options cannot be padded in every browser. */
const indent = (steps: number) => '\u00a0\u00a0'.repeat(Math.max(0, steps))

/**
 * The branches as a select's options, each indented under its parent and followed by its level
 * ('   강남부본사 · 부본사'). A branch `disabledOf` refuses is listed but cannot be chosen.
 */
export function OrgOptions({
  orgs,
  top = Math.min(...orgs.map((org) => org.depth)),
  disabledOf,
  labelOf,
}: {
  orgs: readonly AdminOrg[]
  /** The depth drawn flush left: the shallowest listed, unless told. */
  top?: number
  disabledOf?: (org: AdminOrg) => boolean
  /** The branch's name as listed, e.g. marked as the current one. */
  labelOf?: (org: AdminOrg) => string
}) {
  const { t } = useTranslation('admin')
  return orgs.map((org) => (
    <option key={org.id} value={org.id} disabled={disabledOf?.(org)}>
      {`${indent(org.depth - top)}${labelOf?.(org) ?? org.name} · ${t(`orgs.levels.${org.level}`)}`}
    </option>
  ))
}
