import { useId, type ReactNode } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { ScreenHeader } from '../../../app/frame'
import { IconButton } from '../../../design/button'
import { ChevronLeftIcon } from '../../../design/icons'

const page = css({
  w: 'full',
  maxW: 'content',
  mx: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '4', sm: '6' },
  pt: { base: '0', sm: '6' },
  pb: '8',
})
const onHeader = css({ color: 'inherit', _hover: { _enabled: { bg: 'rgba(255, 255, 255, 0.14)' } } })
const body = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, px: { base: '0', sm: '6' } })
const twoColumns = css({ md: { display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start', gap: '6' } })
const column = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, minW: '0' })
const asideColumn = css({ display: 'none', md: { display: 'flex', flexDirection: 'column', gap: '4', position: 'sticky', top: '72px' } })

export interface DetailsPageProps {
  /** The screen title (`<h1>`). */
  readonly title: ReactNode
  /** The back arrow's accessible name; no arrow without `onBack`. */
  readonly backLabel?: string
  readonly onBack?: () => void
  /** Actions after the title (Done, refresh). */
  readonly actions?: ReactNode
  /** Wide screens only: a left column (the pairing's calendar); the page is one column below `md`. */
  readonly aside?: ReactNode
  /** The left column's accessible name. */
  readonly asideLabel?: string
  readonly children: ReactNode
}

/**
 * The frame of every detail screen: its header in the shell's band (title, back arrow, actions), then the content,
 * in one column on phones and, with `aside`, two columns from the `md` breakpoint.
 */
export const DetailsPage = ({ title, backLabel, onBack, actions, aside, asideLabel, children }: DetailsPageProps) => (
  <div className={page}>
    <ScreenHeader
      title={title}
      {...(onBack === undefined ? {} : { start: <IconButton label={backLabel ?? ''} icon={<ChevronLeftIcon />} onClick={onBack} className={onHeader} /> })}
      {...(actions === undefined ? {} : { end: actions })}
    />
    {aside === undefined ? (
      <div className={body}>{children}</div>
    ) : (
      <div className={cx(body, twoColumns)}>
        <aside role="complementary" aria-label={asideLabel} className={asideColumn}>
          {aside}
        </aside>
        <div className={column}>{children}</div>
      </div>
    )}
  </div>
)

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  bg: 'bg.surface',
  borderYWidth: '1px',
  borderColor: 'border.default',
  py: '3',
  sm: { borderXWidth: '1px', borderRadius: 'lg' },
})
const sectionHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', px: '4', minH: 'touch' })
const sectionTitle = css({ fontSize: 'md', fontWeight: 'bold', color: 'fg.default' })
const sectionBody = css({ px: '4', color: 'fg.default', lineHeight: 'relaxed' })

export interface SectionProps {
  readonly title: ReactNode
  /** A button next to the heading (edit roles). */
  readonly action?: ReactNode
  /** `flush`: the children are full-width rows (a list), not padded text. */
  readonly flush?: boolean
  readonly children: ReactNode
}

/** A titled card of a detail screen: a `<section>` named by its `<h2>`. */
export const Section = ({ title, action, flush = false, children }: SectionProps) => {
  const id = useId()
  return (
    <section role="region" aria-labelledby={id} className={section}>
      <div className={sectionHead}>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {flush ? children : <div className={sectionBody}>{children}</div>}
    </section>
  )
}

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
