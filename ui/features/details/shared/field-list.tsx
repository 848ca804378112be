import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'

const fieldList = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  columnGap: '4',
  rowGap: '3',
  m: '0',
})
const wideField = css({ gridColumn: '1 / -1' })
const term = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' })
const definition = css({ m: '0', mt: '0.5', display: 'flex', flexDirection: 'column', gap: '0.5', overflowWrap: 'anywhere', fontSize: 'md' })

/** One labelled value of a {@link FieldList}. */
export interface FieldEntry {
  readonly key: string
  readonly label: ReactNode
  readonly value: ReactNode
  /** Takes the whole row (addresses, remarks). */
  readonly wide?: boolean
}

/** Labelled values as a description list (`<dl>`): a grid of label-over-value cells, two across on phones, three from `sm`. */
export const FieldList = ({ fields, label }: { readonly fields: ReadonlyArray<FieldEntry>; readonly label?: string }) => (
  <dl className={fieldList} aria-label={label}>
    {fields.map((f) => (
      <div key={f.key} className={f.wide === true ? wideField : undefined}>
        <dt className={term}>{f.label}</dt>
        <dd className={definition}>{f.value}</dd>
      </div>
    ))}
  </dl>
)
