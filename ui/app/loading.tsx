import { css } from '../../styled-system/css'
import { Spinner } from '../design/spinner'
import { useI18n } from '../i18n/use-i18n'

const center = css({ flex: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', p: '10' })

/** A busy indicator filling the content area. */
export const Loading = ({ label }: { readonly label?: string }) => {
  const { LL } = useI18n()
  return (
    <div className={center}>
      <Spinner size="lg" label={label ?? LL.common.loading()} />
    </div>
  )
}
