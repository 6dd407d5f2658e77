import { adminRoleCodes } from '@pb/access'
import { Label } from '@pb/ui/label'
import { Switch } from '@pb/ui/switch'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { OperatorSettings } from '../admin-types'

type AdminRole = OperatorSettings['totpRequiredRoles'][number]

/** Which administrator roles must sign in with a second factor: one switch per role. */
export function TotpRolesSwitches({
  roles,
  onRolesChange,
}: {
  roles: AdminRole[]
  /** Absent for a read-only view. */
  onRolesChange?: (roles: AdminRole[]) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const id = useId()
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
    >
      <span id={`${id}-title`} className="font-medium text-sm leading-snug">
        {t('caps.totpRoles')}
      </span>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t('caps.totpRolesHint')}
      </p>
      <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2">
        {adminRoleCodes.map((role) => (
          <div key={role} className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-${role}`} className="font-normal">
              {tr(`roles.${role}`)}
            </Label>
            <Switch
              id={`${id}-${role}`}
              data-testid={`totp-role-${role}`}
              checked={roles.includes(role)}
              disabled={!onRolesChange}
              onCheckedChange={(checked) =>
                onRolesChange?.(adminRoleCodes.filter((r) => (r === role ? checked : roles.includes(r))))
              }
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}
