import { useTranslation } from 'react-i18next'

const words = ['ODD', 'EVEN', 'UNDER', 'OVER', 'SMALL', 'MID', 'BIG'] as const
type Word = (typeof words)[number]

const asWord = (value: string): Word | undefined => words.find((word) => word === value)

/**
 * The drawn outcomes in words: a value ('ODD' → 홀), a combination ('ODD_UNDER' → 홀언더) and the
 * one letter of a pattern board's cell ('UNDER' → 언).
 */
export function useOutcomeWords() {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const { t: common } = useTranslation()
  const single = (part: string) => {
    const known = asWord(part)
    return known ? t(`values.${known}`) : part
  }
  return {
    word(value: string | null): string {
      if (!value) return common('common.blank')
      const [first = '', second] = value.split('_').map(single)
      return second === undefined ? first : t('combo', { first, second })
    },
    letter(value: string): string {
      const known = asWord(value)
      return known ? t(`letters.${known}`) : value.slice(0, 1)
    },
  }
}

/**
 * A board cell's colours: odd and under blue, even and over red (as the outcome tags read them),
 * small amber, mid green, big violet; each cell also carries its letter, so colour is never alone.
 */
export const cellTone: Record<string, string> = {
  ODD: 'bg-blue-600 text-white',
  UNDER: 'bg-blue-600 text-white',
  EVEN: 'bg-rose-600 text-white',
  OVER: 'bg-rose-600 text-white',
  SMALL: 'bg-amber-400 text-amber-950',
  MID: 'bg-emerald-700 text-white',
  BIG: 'bg-violet-600 text-white',
}
