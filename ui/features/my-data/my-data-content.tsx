import type { ReactNode } from 'react'
import { LoadingState } from '../../app/screen-states'
import { Banner } from '../../design/banner'
import { Button } from '../../design/button'
import { EmptyState } from '../../design/empty-state'
import { ErrorIcon } from '../../design/icons/status-icons'
import { useI18n } from '../../i18n/use-i18n'
import { myDataErrorText } from './my-data-error.text'
import type { MyDataScreen } from './use-my-data'

/** A load that failed with nothing to show: the server's error and "Try again". */
export const MyDataLoadFailed = ({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) => {
  const { LL } = useI18n()
  return (
    <div role="alert">
      <EmptyState
        icon={<ErrorIcon size={28} />}
        title={LL.myData.loadFailedTitle()}
        message={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            {LL.common.retry()}
          </Button>
        }
      />
    </div>
  )
}

/** "In view-only mode they are read-only lists": the note that says so. */
export const ViewOnlyNote = () => {
  const { LL } = useI18n()
  return <Banner tone="info">{LL.myData.viewOnly()}</Banner>
}

/**
 * The loading, failed and loaded states of a my-data screen: a spinner until its parts are loaded, the
 * server's error with "Try again" when the first load failed; once loaded the content shows, with the
 * error of a failed reload above it.
 */
export const MyDataContent = ({ screen, children }: { readonly screen: MyDataScreen; readonly children: () => ReactNode }) => {
  const { LL } = useI18n()
  const retry = () => void screen.reload()
  if (!screen.loaded) {
    if (screen.status === 'failed' && screen.loadError !== undefined) return <MyDataLoadFailed message={myDataErrorText(LL, screen.loadError)} onRetry={retry} />
    return <LoadingState />
  }
  return (
    <>
      {screen.status === 'failed' && screen.loadError !== undefined ? (
        <Banner
          tone="danger"
          action={
            <Button variant="ghost" tone="danger" onClick={retry}>
              {LL.common.retry()}
            </Button>
          }
        >
          {myDataErrorText(LL, screen.loadError)}
        </Banner>
      ) : null}
      {screen.mode === 'VIEW_ONLY' ? <ViewOnlyNote /> : null}
      {children()}
    </>
  )
}
