import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { progressVisible, showsProgressAt } from '../../../core/access/progress.rules'

const Progress = suite('progress indicator by URL')
Progress('"daily-remarks, daily-remarks/:id, news, news/:id" are progress URLs; the new-remark form and other screens are not', () => {
  for (const path of ['/daily-remarks', '/daily-remarks/R%201', '/news', '/news/42']) assert.ok(showsProgressAt(path), path)
  for (const path of ['/', '/daily-remarks/new', '/news/42/edit', '/profile', '/summary']) assert.not.ok(showsProgressAt(path), path)
})
Progress('visible on a progress URL while any request runs, anywhere while a flagged one runs, and during the SAML2 login', () => {
  const base = { path: '/news/42', pendingRequests: 0, flaggedRequests: 0, saml2Login: false }
  assert.not.ok(progressVisible(base))
  assert.ok(progressVisible({ ...base, pendingRequests: 1 }))
  assert.not.ok(progressVisible({ ...base, path: '/profile', pendingRequests: 1 }))
  assert.ok(progressVisible({ ...base, path: '/profile', flaggedRequests: 1 }))
  assert.ok(progressVisible({ ...base, path: '/login', saml2Login: true }))
})
Progress.run()
