// Registers happy-dom's window, document, localStorage, ... as globals for test/ui only (it also
// replaces fetch, so no other layer imports this). Import it before react-dom (harness.tsx does).
import { GlobalRegistrator } from '@happy-dom/global-registrator'

if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 390, height: 844 })

declare global {
  // React reads this flag to know `act` is in use (no "not wrapped in act" warnings).
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true
