import * as O from 'fp-ts/Option'
import type { ExpiryStatus } from '../../../../core/summary/expiry.rules'
import { css, cva } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { useI18n } from '../../../i18n/use-i18n'
import { Card } from '../../../app/page-frame'
import type { GroupView, ParameterView } from './summary.view-model'

const lines = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: '6', rowGap: { base: '0.5', sm: '2' }, m: '0' })
const term = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', pt: { base: '2', sm: '0' } })
const definition = css({ m: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', overflowWrap: 'anywhere' })
const scroller = css({ overflowX: 'auto', mx: '-4', px: '4', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' } })
const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })
const caption = css({ textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', pb: '2' })
const th = css({ textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.default', whiteSpace: 'nowrap' })
const td = css({ px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' })
const tintedRow = cva({
  base: {},
  variants: {
    expiry: {
      expired: { bg: 'danger.subtle' },
      expiring: { bg: 'warning.subtle' },
      valid: {},
      none: {},
    },
  },
})

const ExpiryPill = ({ status }: { readonly status: ExpiryStatus }) => {
  const { LL } = useI18n()
  if (status === 'expired') return <Pill tone="danger">{LL.summary.expired()}</Pill>
  if (status === 'expiring') return <Pill tone="warning">{LL.summary.expiresSoon()}</Pill>
  return <Pill tone="success">{LL.summary.valid()}</Pill>
}

const Table = ({ parameter, highlights }: { readonly parameter: Extract<ParameterView, { _tag: 'Table' }>; readonly highlights: boolean }) => {
  const { LL } = useI18n()
  return (
    // A table wider than a phone scrolls sideways: the scrolling region takes the focus, so the keyboard scrolls it too.
    <div className={scroller} role="region" aria-label={parameter.name} tabIndex={0}>
      <table className={table}>
        <caption className={caption}>{parameter.name}</caption>
        <thead>
          <tr>
            {parameter.columns.map((c) => (
              <th key={c.key} scope="col" className={th}>
                {c.label}
              </th>
            ))}
            {highlights ? (
              <th scope="col" className={th}>
                {LL.summary.status()}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {parameter.rows.map((row, index) => (
            <tr key={index} className={tintedRow({ expiry: O.getOrElse((): ExpiryStatus | 'none' => 'none')(row.expiry) })}>
              {row.cells.map((cell, i) => (
                <td key={i} className={td}>
                  {cell}
                </td>
              ))}
              {highlights ? <td className={td}>{O.isSome(row.expiry) ? <ExpiryPill status={row.expiry.value} /> : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One summary group as a card: its text lines as a description list, its tables as tables. */
const Group = ({ group }: { readonly group: GroupView }) => {
  const lineParameters = group.parameters.filter((p): p is Extract<ParameterView, { _tag: 'Line' }> => p._tag === 'Line')
  const tables = group.parameters.filter((p): p is Extract<ParameterView, { _tag: 'Table' }> => p._tag === 'Table')
  return (
    <Card title={group.name}>
      {lineParameters.length === 0 ? null : (
        <dl className={lines}>
          {lineParameters.map((p, i) => (
            <div key={i} className={css({ display: 'contents' })}>
              <dt className={term}>{p.name}</dt>
              <dd className={definition}>
                <span>{p.value}</span>
                {O.isSome(p.expiry) ? <ExpiryPill status={p.expiry.value} /> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {tables.map((t, i) => (
        <Table key={i} parameter={t} highlights={group.highlights} />
      ))}
    </Card>
  )
}

/** The summary's groups, one card each, in server order. */
export const SummaryGroups = ({ groups }: { readonly groups: ReadonlyArray<GroupView> }) => (
  <>
    {groups.map((g, i) => (
      <Group key={`${g.name}-${i}`} group={g} />
    ))}
  </>
)
