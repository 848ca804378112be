import type { NewsCategoryStyle } from '../../core/news/news.codec'
import { eventTypeTag } from '../../core/settings/tag-settings.codec'
import { DEVICE_DOMAIN, FALLBACK_LANGUAGE } from '../../core/shared/constants'
import type { Seeder } from './seeder'

/** The news categories of the master data, with their presentation. */
const CATEGORIES: ReadonlyArray<NewsCategoryStyle> = [
  { category: 'BROADCAST', label: 'Messages', colour: '#1F6FEB', icon: 'message' },
  { category: 'CHECKINALERT', label: 'Check-in', colour: '#2DA44E', icon: 'check-in' },
  { category: 'ROSTERCHANGE', label: 'Roster changes', colour: '#D29922', icon: 'roster-change' },
]

/** The news subscriptions offered (SPEC section 2: "each has a tag value, a label, editable and defaultSelected"). */
const SUBSCRIPTIONS: ReadonlyArray<{ readonly eventType: string; readonly label: string; readonly editable: boolean; readonly defaultSelected: boolean }> = [
  { eventType: 'BROADCAST', label: 'Broadcast messages', editable: false, defaultSelected: true },
  { eventType: 'CHECKINALERT', label: 'Check-in alerts', editable: true, defaultSelected: true },
  { eventType: 'ROSTERCHANGE', label: 'Roster changes', editable: true, defaultSelected: true },
  { eventType: 'DAILYREMARK', label: 'Daily remarks', editable: true, defaultSelected: false },
  { eventType: 'HOTEL', label: 'Hotel and transport changes', editable: true, defaultSelected: false },
]

/** Per demo crew member: saved subscriptions, channels, contact e-mail and phone, and one registered device for anna. */
const SETTINGS: Readonly<Record<string, { readonly subscriptions: ReadonlyArray<string>; readonly usePrimaryPhone: boolean; readonly email: string; readonly phone: string; readonly device?: { readonly uuid: string; readonly name: string; readonly token: string } }>> = {
  '100001': {
    subscriptions: ['BROADCAST', 'CHECKINALERT', 'ROSTERCHANGE', 'DAILYREMARK'],
    usePrimaryPhone: true,
    email: 'anna.lindqvist@crew.example.com',
    phone: '+33612345678',
    device: { uuid: 'demo-anna-phone', name: 'Anna phone', token: 'demo-push-token-anna-0001' },
  },
  '200002': { subscriptions: ['BROADCAST', 'ROSTERCHANGE'], usePrimaryPhone: false, email: 'bruno.moreau@crew.example.com', phone: '+33698765432' },
}

/**
 * The crew communication service's data (SPEC section 2, Notification settings; section 7): the
 * news categories and news subscriptions (tags `EVENTTYPE=x`) of the device domain IADP, each demo
 * crew member's tag settings, contact e-mail and phone and preferred language 'en', and a device.
 */
export const communicationSeeder: Seeder = {
  name: 'communication',
  run: async (tx, { now, crew }) => {
    const at = now.toString()
    for (const [i, c] of CATEGORIES.entries()) {
      await tx.query('INSERT INTO news_categories (domain, category, label, colour, icon, position) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING', [
        DEVICE_DOMAIN, c.category, c.label, c.colour ?? null, c.icon ?? null, i,
      ])
    }
    for (const [i, s] of SUBSCRIPTIONS.entries()) {
      await tx.query('INSERT INTO notification_tags (domain, tag_value, label, editable, default_selected, position) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING', [
        DEVICE_DOMAIN, eventTypeTag(s.eventType), s.label, s.editable, s.defaultSelected, i,
      ])
    }
    for (const member of crew) {
      const settings = SETTINGS[member.crmId]
      if (settings === undefined) continue
      // Replaces the rows of an earlier seed (the seed may run again on a database emptied of users only).
      for (const table of ['notification_settings', 'contact_information', 'devices']) await tx.query(`DELETE FROM ${table} WHERE crm_id = $1`, [member.crmId])
      await tx.query(
        'INSERT INTO notification_settings (crm_id, domain, subscriptions, use_primary_email, use_primary_phone, use_all_device, updated_at) VALUES ($1, $2, $3::jsonb, true, $4, true, $5)',
        [member.crmId, DEVICE_DOMAIN, JSON.stringify(settings.subscriptions.map(eventTypeTag)), settings.usePrimaryPhone, at],
      )
      await tx.query('INSERT INTO contact_information (crm_id, email, phone, preferred_language, updated_at) VALUES ($1, $2, $3, $4, $5)', [
        member.crmId, settings.email, settings.phone, FALLBACK_LANGUAGE, at,
      ])
      const device = settings.device
      if (device !== undefined) {
        await tx.query('INSERT INTO devices (crm_id, domain, uuid, device_name, device_token, badge, updated_at) VALUES ($1, $2, $3, $4, $5, 2, $6)', [
          member.crmId, DEVICE_DOMAIN, device.uuid, device.name, device.token, at,
        ])
      }
    }
  },
}
