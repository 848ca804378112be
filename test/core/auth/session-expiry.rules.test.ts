import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { isHtmlLoginPage, isSessionExpiredResponse, type ResponseSummary } from '../../../core/auth/session-expiry.rules'

const LOGIN_PAGE = `<!DOCTYPE html>
<html><head><title>Sign in</title></head>
<body><form method="post" action="/login"><input name="user" type="text"><input name="pw" type="password"></form></body></html>`

const aResponse = (o: Partial<ResponseSummary> = {}): ResponseSummary => ({
  status: 200,
  contentType: 'application/json',
  bodyText: '{"success":true,"result":{}}',
  ignoreSessionErrors: false,
  ...o,
})

const Expiry = suite('isSessionExpiredResponse (rule 6)')

Expiry('"A 401, 403 ... moves to session expired"', () => {
  assert.ok(isSessionExpiredResponse(aResponse({ status: 401, bodyText: '' })))
  assert.ok(isSessionExpiredResponse(aResponse({ status: 403, bodyText: '' })))
})

Expiry('"or an HTML login page answered with 200" (text/html content type)', () => {
  assert.ok(isSessionExpiredResponse(aResponse({ contentType: 'text/html; charset=utf-8', bodyText: LOGIN_PAGE })))
})

Expiry('an HTML login page is recognised by its body when the content type is missing or wrong', () => {
  assert.ok(isSessionExpiredResponse({ status: 200, bodyText: `  \n${LOGIN_PAGE}`, ignoreSessionErrors: false }))
  const htmlTag = '<html><body><FORM><INPUT TYPE=password name=p></FORM></body></html>'
  assert.ok(isSessionExpiredResponse(aResponse({ contentType: 'application/octet-stream', bodyText: htmlTag })))
})

Expiry('"This does not apply when the call is marked to ignore session errors"', () => {
  assert.not.ok(isSessionExpiredResponse(aResponse({ status: 401, ignoreSessionErrors: true })))
  assert.not.ok(isSessionExpiredResponse(aResponse({ status: 403, ignoreSessionErrors: true })))
  assert.not.ok(isSessionExpiredResponse(aResponse({ contentType: 'text/html', bodyText: LOGIN_PAGE, ignoreSessionErrors: true })))
})

Expiry('a JSON 200, an HTML page without a login form, a login page with another status are no expiry', () => {
  assert.not.ok(isSessionExpiredResponse(aResponse()))
  assert.not.ok(isSessionExpiredResponse(aResponse({ contentType: 'text/html', bodyText: '<!DOCTYPE html><html><body>Hello</body></html>' })))
  assert.not.ok(isSessionExpiredResponse(aResponse({ status: 500, contentType: 'text/html', bodyText: LOGIN_PAGE })))
  assert.not.ok(isSessionExpiredResponse(aResponse({ status: 404, bodyText: '' })))
})

Expiry('a JSON body that merely mentions a password form is not HTML', () => {
  const json = '{"success":true,"result":"<form><input type=\\"password\\"></form>"}'
  assert.not.ok(isSessionExpiredResponse(aResponse({ bodyText: json })))
})

Expiry.run()

const Html = suite('isHtmlLoginPage')

Html('needs both a form and a password input', () => {
  assert.not.ok(isHtmlLoginPage('text/html', '<html><body><form><input type="text"></form></body></html>'))
  assert.not.ok(isHtmlLoginPage('text/html', '<html><body><input type="password"></body></html>'))
  assert.ok(isHtmlLoginPage('text/html', "<html><body><form><input type='password'/></form></body></html>"))
})

Html.run()
