/** The signed-out screens (server selection, login, forgotten password), loaded together as one lazy part of the app. */
export { ForgetPasswordScreen } from './login/ForgetPasswordScreen'
export { LoginScreen } from './login/LoginScreen'
export { ServerSelectionScreen } from './servers/ServerSelectionScreen'
