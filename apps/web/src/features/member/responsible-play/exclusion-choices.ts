import { selfExclusionLengths } from '@pb/contract/limits'

const { timeout: timeoutDays, exclusion: exclusionDays } = selfExclusionLengths
/** What the member may choose: days as a time-out or a self-exclusion, or for good. */
export type ExclusionChoice = (typeof timeoutDays)[number] | (typeof exclusionDays)[number] | 'permanent'

/** The choices as the form groups them. */
export const choiceGroups: { name: 'timeout' | 'exclusion'; choices: readonly ExclusionChoice[] }[] = [
  { name: 'timeout', choices: timeoutDays },
  { name: 'exclusion', choices: [...exclusionDays, 'permanent'] },
]

const DAY_MS = 24 * 3600 * 1000

/** When a choice made at `now` would end; null for good. */
export function choiceEnd(choice: ExclusionChoice, now: number): number | null {
  return choice === 'permanent' ? null : now + choice * DAY_MS
}

/** A choice is offered while one runs only if it ends this much later: re-choosing the same length is not a choice. */
const lengtheningMarginMs = 3600 * 1000

/** The choices that would lengthen what already runs (a shorter one changes nothing). */
export function lengtheningChoices(runningUntil: number | null, permanent: boolean, now: number) {
  if (permanent) return []
  return choiceGroups
    .flatMap((group) => group.choices)
    .filter((choice) => {
      const end = choiceEnd(choice, now)
      return runningUntil === null || end === null || end > runningUntil + lengtheningMarginMs
    })
}
