import { css } from '../../../../styled-system/css'
import type { OutboxItem } from '../../../../core/outbox/outbox.codec'
import type { RemarkType } from '../../../../core/remarks/remark.codec'
import { OutboxItemStatus } from '../../../app/outbox-status'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { Card } from '../../../app/page-frame'
import { formatDay } from '../shared/display-format'

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' })
const row = css({ display: 'flex', flexDirection: 'column', gap: '2', px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border.subtle', _first: { borderTopWidth: '0' } })
const line = css({ fontSize: 'sm', overflowWrap: 'anywhere' })

/**
 * The remarks made offline (offline outbox), on the list where remarks are made: each with where it is
 * (waiting to send, sent, refused with the server's reason). Nothing when there are none.
 */
export const OutboxRemarks = ({ items, types }: { readonly items: ReadonlyArray<OutboxItem>; readonly types: ReadonlyArray<RemarkType> }) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const remarks = items.flatMap((item) => (item.action._tag === 'CreateRemark' ? [{ item, body: item.action.body }] : []))
  if (remarks.length === 0) return null
  return (
    <Card title={LL.outbox.waitingRemarks()} flush>
      <ul className={list} aria-label={LL.outbox.waitingRemarks()}>
        {remarks.map(({ item, body }) => (
          <li key={item.seq} className={row}>
            <span className={line}>
              {LL.outbox.remarkLine({
                date: formatDay(body.date, profile.display, language),
                type: types.find((t) => t.remarkType === body.remarkType)?.text ?? body.remarkType,
                comment: body.comment,
              })}
            </span>
            <OutboxItemStatus item={item} />
          </li>
        ))}
      </ul>
    </Card>
  )
}
