import { Component, type ErrorInfo, type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { AppHeader } from '../design/app-frame'
import { Button } from '../design/button'
import { EmptyState } from '../design/empty-state'
import { ErrorIcon } from '../design/icons/status-icons'
import { useI18n } from '../i18n/use-i18n'

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' })

/** The error-boundary screen: "A crashed screen shows the error boundary with a generic header" (SPEC section 8). */
export const CrashScreen = ({ onHome }: { readonly onHome: () => void }) => {
  const { LL } = useI18n()
  return (
    <>
      <AppHeader title={LL.global.errorBoundary.title()} />
      <EmptyState
        icon={<ErrorIcon size={28} />}
        title={LL.global.errorBoundary.title()}
        message={LL.global.errorBoundary.message()}
        action={
          <div className={actions}>
            <Button variant="outline" tone="neutral" onClick={onHome}>
              {LL.global.errorBoundary.home()}
            </Button>
            <Button onClick={() => window.location.reload()}>{LL.global.errorBoundary.reload()}</Button>
          </div>
        }
      />
    </>
  )
}

interface ErrorBoundaryProps {
  /** The path shown; a new path clears a crash (the user navigated away). */
  readonly resetKey: string
  readonly onHome: () => void
  /** Where the crash is reported (the client log). */
  readonly onError: (error: unknown, info: ErrorInfo) => void
  readonly children: ReactNode
}

/** Catches a crashed screen and shows {@link CrashScreen} instead of a blank page or a stack. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { readonly crashedAt: string | undefined }> {
  override state: { readonly crashedAt: string | undefined } = { crashedAt: undefined }

  static getDerivedStateFromError(): { readonly crashedAt: string } {
    return { crashedAt: '' }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ crashedAt: this.props.resetKey })
    this.props.onError(error, info)
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.crashedAt !== undefined && previous.resetKey !== this.props.resetKey && this.state.crashedAt !== '') {
      this.setState({ crashedAt: undefined })
    }
  }

  override render(): ReactNode {
    return this.state.crashedAt === undefined ? this.props.children : <CrashScreen onHome={this.props.onHome} />
  }
}
