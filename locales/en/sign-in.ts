/** Server selection, login, forget password and the re-authentication overlay (SPEC section 2). */
export const servers = {
  title: 'Select your server',
  server: 'Server',
  origin: 'Origin',
  path: 'Path',
  port: 'Port',
  urlState: 'Server status',
  status: {
    UNKNOWN: 'Not checked yet',
    PENDING: 'Checking…',
    AVAILABLE: 'Available',
    UNREACHABLE: 'Unreachable',
  },
  securityConfiguration: 'Security configuration',
  loginMethod: 'Login method',
  loginMethods: {
    sso: 'Single sign-on',
    normal: 'User name and password',
  },
  authUrl: 'Authentication URL',
  startApplication: 'Start application',
  addNewServer: 'Add new server',
  back: 'Back',
  newServer: {
    title: 'Add a new server',
    name: 'Name',
    origin: 'Origin',
    path: 'Path',
    port: 'Port',
    test: 'Test',
    testing: 'Testing…',
    addServer: 'Add server',
    back: 'Back',
    testFirst: 'Test the server before adding it.',
  },
}

export const login = {
  title: 'Sign in',
  welcome: 'Welcome to {airline}',
  username: 'User name',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Log in',
  signingIn: 'Signing in…',
  sessionExpiredInfo: 'Your session has expired. Please log in again to continue.',
  reauthenticateTitle: 'Session expired',
  forgotPassword: 'Forgot password?',
  offlineWarning: 'You are offline. You can sign in only if you have signed in on this device before.',
  ssoRedirect: 'Redirecting to your company sign-in…',
  saml2Error: {
    title: 'Sign-in failed',
    message: 'Your company sign-in could not be completed.',
    retry: 'Try again',
  },
  changeServer: 'Change server',
}

export const forgetPassword = {
  title: 'Reset password',
  intro: 'Enter your user name. A new password will be sent to you.',
  username: 'User name',
  resend: 'Resend password',
  sending: 'Sending…',
  sent: 'A new password has been sent to you.',
  back: 'Back to sign in',
}
