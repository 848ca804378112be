// Registers happy-dom's window, document, localStorage, ... as globals for test/ui only (it also
// replaces fetch, so no other layer imports this). Import it before react-dom (harness.tsx does).
import { GlobalRegistrator } from '@happy-dom/global-registrator'

// Stylesheets are not fetched (no server here); a link added by the app fires `load` as a fetched one would, instead
// of an error with a stack trace in the output. The test of a failed stylesheet turns this off for itself.
if (!GlobalRegistrator.isRegistered) {
  GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 390, height: 844, settings: { handleDisabledFileLoadingAsSuccess: true } })
}

declare global {
  // React reads this flag to know `act` is in use (no "not wrapped in act" warnings).
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true
