import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import { FilterField } from './filter-field'

/** One of a fixed list, or "all" (undefined); it applies as soon as it changes. */
export function SelectFilter<Option extends string>({
  label,
  options,
  optionLabel,
  value,
  onChange,
  className = 'sm:w-28',
}: {
  label: string
  options: readonly Option[]
  optionLabel: (option: Option) => string
  value: Option | undefined
  onChange: (option: Option | undefined) => void
  className?: string
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <FilterField id={id} label={label}>
      <NativeSelect
        id={id}
        className={className}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      >
        <option value="">{t('filters.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  )
}
