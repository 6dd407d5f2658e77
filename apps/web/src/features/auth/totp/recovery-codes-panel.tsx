import { Alert, AlertDescription, AlertTitle } from '@pb/ui/alert'
import { Button } from '@pb/ui/button'
import { KeyRoundIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CopyButton } from './copy-button'

/** The ten recovery codes, shown this once; `onDone` runs when the user says they kept them. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-3" data-testid="recovery-codes">
      <Alert>
        <KeyRoundIcon aria-hidden />
        <AlertTitle>{t('totp.recoveryTitle')}</AlertTitle>
        <AlertDescription>{t('totp.recoveryShownOnce')}</AlertDescription>
      </Alert>
      <ol className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm tabular-nums">
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <CopyButton text={codes.join('\n')} />
        <Button type="button" onClick={onDone}>
          {t('totp.recoverySaved')}
        </Button>
      </div>
    </div>
  )
}
