import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import { loadNotificationSettings } from '../../../core/settings/load-notification-settings.use-case'
import { saveNotificationSettings } from '../../../core/settings/save-notification-settings.use-case'
import type { SettingsPort } from '../../../core/settings/settings.port'
import type { NotificationSettings, SubscriptionTag } from '../../../core/settings/tag-settings.codec'
import { aSubscription } from './fixtures'

const request = { method: 'PUT', url: '/api/communication/v2/notification-tag-settings/IADP' }
const conflict: TransportError = { _tag: 'Http', status: 409, request, isJson: true }
const offline: TransportError = { _tag: 'Offline', request }
const tag = (s: string) => s as SubscriptionTag

const saved: NotificationSettings = { subscriptions: [tag('EVENTTYPE=BROADCAST')], usePrimaryEmail: true, email: 'anna@crew.aero' }

/** A settings port whose notification calls answer as given; the others are not used by these use cases. */
const config = { domain: 'IADP', predefinedPhones: ['SMS-PILOTS'], smsAgreementRequired: true, pushAgreementRequired: false }

const fakePort = (answers: Partial<Record<'config' | 'tags' | 'master' | 'contact' | 'saveTags' | 'saveContact', TransportError>> = {}) => {
  const calls: string[] = []
  const unused = () => TE.left<TransportError, never>(offline)
  const answer = <A>(name: keyof typeof answers, value: A, call: string): TE.TaskEither<TransportError, A> => {
    calls.push(call)
    const error = answers[name]
    return error === undefined ? TE.right(value) : TE.left(error)
  }
  const port: SettingsPort = {
    loadCommunicationConfig: (domain) => answer('config', config, `GET config ${domain}`),
    loadTagSettings: (domain) => answer('tags', saved, `GET tags ${domain}`),
    saveTagSettings: (domain, body) => answer('saveTags', undefined, `PUT tags ${domain} ${JSON.stringify(body)}`),
    loadMasterData: (domain) => answer('master', { newsSubscriptions: [aSubscription()] }, `GET master ${domain}`),
    loadContactInformation: () => answer('contact', { email: 'anna@crew.aero', phone: '+33612345678' }, 'GET contact'),
    saveContactInformation: (body) => answer('saveContact', undefined, `PUT contact ${JSON.stringify(body)}`),
    loadPreferredLanguage: unused,
    savePreferredLanguage: unused,
    loadDevices: unused,
    registerDevice: unused,
    deleteDevice: unused,
    resetBadge: unused,
  }
  return { port, calls }
}

const Settings = suite('notification settings use cases (SPEC section 7, /api/communication/v2)')

Settings('loading asks for the tag settings, the offered subscriptions, the contact information and the communication config of the domain', async () => {
  const { port, calls } = fakePort()
  const result = await loadNotificationSettings({ port })('IADP')()
  assert.equal(
    result,
    E.right({
      settings: saved,
      offered: [aSubscription()],
      contact: { email: 'anna@crew.aero', phone: '+33612345678' },
      context: { predefinedPhones: ['SMS-PILOTS'], smsAgreementRequired: true, pushAgreementRequired: false },
    }),
  )
  assert.equal([...calls].sort(), ['GET config IADP', 'GET contact', 'GET master IADP', 'GET tags IADP'])
})

Settings('any of the four loads failing fails the screen load with that error', async () => {
  for (const failing of ['config', 'tags', 'master', 'contact'] as const) {
    const result = await loadNotificationSettings(fakePort({ [failing]: offline }))('IADP')()
    assert.equal(result, E.left(offline), failing)
  }
})

Settings('saving puts the tag settings, then the contact information', async () => {
  const { port, calls } = fakePort()
  const tags = { subscriptions: [tag('EVENTTYPE=BROADCAST')], usePrimaryEmail: true, usePrimaryPhone: false, useAllDevice: false }
  const result = await saveNotificationSettings({ port })({ domain: 'IADP', tags, contact: { email: 'anna@crew.aero' } })()
  assert.equal(result, E.right(undefined))
  assert.equal(calls, [`PUT tags IADP ${JSON.stringify(tags)}`, 'PUT contact {"email":"anna@crew.aero"}'])
})

Settings('a failed tag save stops the save before the contact information and answers its error (a 409 is the conflict)', async () => {
  const { port, calls } = fakePort({ saveTags: conflict })
  const result = await saveNotificationSettings({ port })({ domain: 'IADP', tags: { subscriptions: [] }, contact: { email: 'a@b.aero' } })()
  assert.equal(result, E.left(conflict))
  assert.equal(calls, ['PUT tags IADP {"subscriptions":[]}'])
})

Settings.run()
