import { proxy } from 'valtio'

/** View state of the sign-in screens: the notice the login screen shows once after a password reset was sent. */
export const signInState = proxy<{ resetSent: boolean }>({ resetSent: false })
