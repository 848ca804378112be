// The part of the dictionary the app needs before anyone signs in: the shell, the sign-in screens, the error and
// validation messages. ui/i18n/load-language.ts loads it first; the rest (signed-in-home.ts, signed-in.ts) loads
// with the first screen of the signed-in app. index.ts is the whole dictionary.
export { errors } from './errors.js'
export { app, common, global } from './shell.js'
export { forgetPassword, login, servers } from './sign-in.js'
export { validation } from './validation.js'
