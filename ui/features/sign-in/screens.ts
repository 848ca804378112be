/** The signed-out screens (server selection, login, forgotten password), loaded together as one lazy part of the app. */
export { ForgetPasswordScreen } from './forget-password-screen'
export { LoginScreen } from './login-screen'
export { ServerSelectionScreen } from './server-selection-screen'
