// The part of the dictionary the app needs before anyone signs in: the shell, the sign-in screens, the error and
// validation messages, the outbox and the check-in offer. ui/i18n/load-language.ts loads it first; the rest
// (signed-in.ts) loads with the first screen of the signed-in app. index.ts is the whole dictionary.
export { checkIn } from './check-in.js'
export { errors } from './errors.js'
export { outbox } from './outbox.js'
export { app, common, dates, dutyKinds, eventTypes, global, nav } from './shell.js'
export { forgetPassword, login, servers } from './sign-in.js'
export { validation } from './validation.js'
