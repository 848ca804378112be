import type { PersonalData } from '../../../core/my-data/personal.codec'
import { formatDate } from '../../../core/roster/date-format.rules'
import { css } from '../../../styled-system/css'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { EmptyEntries, EntrySection } from './entry-list'

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(10rem, 1fr) minmax(0, 2fr)' },
  columnGap: '6',
  rowGap: { base: '1', sm: '3' },
  m: '0',
  px: '4',
  py: '4',
  bg: 'bg.surface',
  borderYWidth: '1px',
  borderColor: 'border.default',
  sm: { borderXWidth: '1px', borderRadius: 'lg' },
})
const term = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', pt: { base: '2', sm: '0' } })
const value = css({ m: '0', fontSize: 'md', color: 'fg.default', overflowWrap: 'anywhere' })

/** The personal data (SPEC section 3: names, birth, nationality, gender, smoker) as a read-only list; empty fields are left out. */
export const PersonalDataView = ({ data }: { readonly data: PersonalData | undefined }) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const P = LL.myData.personal
  const title = P.title()
  if (data === undefined) {
    return (
      <EntrySection title={title}>
        <EmptyEntries text={P.empty()} />
      </EntrySection>
    )
  }
  const rows: ReadonlyArray<readonly [string, string | undefined]> = [
    [P.firstName(), data.firstName],
    [P.middleName(), data.middleName],
    [P.lastName(), data.lastName],
    [P.birthDate(), data.birthDate === undefined ? undefined : formatDate(data.birthDate, profile.display.dateFormats.DATE, language)],
    [P.birthPlace(), data.birthPlace],
    [P.birthState(), data.birthState],
    [P.birthCountry(), data.birthCountry],
    [P.nationality(), data.nationality],
    [P.gender(), data.gender === undefined ? undefined : P.genders[data.gender]()],
    [P.isSmoker(), data.isSmoker === undefined ? undefined : data.isSmoker ? LL.common.yes() : LL.common.no()],
  ]
  return (
    <EntrySection title={title}>
      <dl className={list}>
        {rows
          .filter((row): row is readonly [string, string] => row[1] !== undefined && row[1] !== '')
          .map(([label, text]) => (
            <div key={label} className={css({ display: 'contents' })}>
              <dt className={term}>{label}</dt>
              <dd className={value}>{text}</dd>
            </div>
          ))}
      </dl>
    </EntrySection>
  )
}
