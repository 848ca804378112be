import type { Temporal } from 'temporal-polyfill'
import type { FamilyDay, FamilyPlace } from './family-days.rules'

/** The languages of the shared page: the viewer's browser chooses. */
export type FamilyLanguage = 'en' | 'fr'

interface FamilyWords {
  readonly weekdays: ReadonlyArray<string>
  readonly months: ReadonlyArray<string>
  readonly home: string
  readonly free: string
  readonly dayOff: string
  readonly holiday: string
  readonly busy: string
  readonly away: string
  readonly working: string
  readonly flightsFrom: (city: string) => string
  readonly back: string
  readonly homeAt: string
  readonly standbyUntil: string
  readonly localTime: string
  readonly title: (name: string) => string
  readonly intro: string
  readonly updated: string
  readonly feed: string
  readonly yourTime: string
}

/**
 * The shared page's words. Not in the app's dictionaries: the page is served by the server as plain HTML to people
 * who never load the app (like the calendar feed's titles, core calendar-entries.rules.ts).
 */
export const FAMILY_WORDS: Readonly<Record<FamilyLanguage, FamilyWords>> = {
  en: {
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    home: 'At home',
    free: 'Free',
    dayOff: 'Day off',
    holiday: 'Holiday',
    busy: 'Busy',
    away: 'Away',
    working: 'Working',
    flightsFrom: (city) => `flights from ${city}`,
    back: 'back',
    homeAt: 'home at',
    standbyUntil: 'Standby until',
    localTime: 'local time',
    title: (name) => `Where ${name} is`,
    intro: 'Shared with you from the airline crew app. Times are in your time zone, with the local time at home beside them.',
    updated: 'Updated',
    feed: 'Add to your calendar',
    yourTime: 'your time',
  },
  fr: {
    weekdays: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    home: 'À la maison',
    free: 'Libre',
    dayOff: 'Repos',
    holiday: 'Congés',
    busy: 'Indisponible',
    away: 'En déplacement',
    working: 'En service',
    flightsFrom: (city) => `vols au départ de ${city}`,
    back: 'retour',
    homeAt: 'à la maison à',
    standbyUntil: 'Réserve jusqu’à',
    localTime: 'heure locale',
    title: (name) => `Où est ${name}`,
    intro: 'Partagé avec vous depuis l’application des équipages. Les heures sont dans votre fuseau horaire, avec l’heure locale à la maison à côté.',
    updated: 'Mis à jour',
    feed: 'Ajouter à votre agenda',
    yourTime: 'votre heure',
  },
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** `Tue 17 Mar` / `mar. 17 mars`. */
export const familyDate = (date: Temporal.PlainDate, language: FamilyLanguage): string => {
  const w = FAMILY_WORDS[language]
  return `${w.weekdays[date.dayOfWeek - 1] ?? ''} ${date.day} ${w.months[date.month - 1] ?? ''}`
}

/** `17:40` of a wall time. */
export const familyClock = (time: Temporal.ZonedDateTime): string => `${pad(time.hour)}:${pad(time.minute)}`

const placeText = (p: FamilyPlace): string => (p.city === undefined ? p.airport : `${p.city} (${p.airport})`)

/** A time a day mentions: the instant (for the viewer's zone) and its wall time at home, in words. */
export interface FamilyTime {
  readonly instant: Temporal.Instant
  /** `Tue 17 Mar 17:40` at home. */
  readonly homeText: string
  /** Whether the day shown is the time's own day (then only the clock is shown). */
  readonly sameDay: boolean
}

/** What a day says: its words before the time, and the time, if any. */
export interface FamilyDayText {
  readonly label: string
  readonly timeLead?: string
  readonly time?: FamilyTime
}

const timeOf = (day: FamilyDay, at: Temporal.ZonedDateTime, language: FamilyLanguage): FamilyTime => {
  const sameDay = at.toPlainDate().equals(day.date)
  return { instant: at.toInstant(), homeText: sameDay ? familyClock(at) : `${familyDate(at.toPlainDate(), language)} ${familyClock(at)}`, sameDay }
}

/**
 * The words of one day: "Away: New York (JFK)" + "back" + the time; "Working: flights from Paris" + "home at" + the
 * time; "Standby until" + the time; "At home", "Day off", "Holiday", "Busy", "Free". Built only from the day's kind,
 * place and times: whatever else a duty held cannot reach the page.
 */
export const familyDayText = (day: FamilyDay, language: FamilyLanguage): FamilyDayText => {
  const w = FAMILY_WORDS[language]
  switch (day.kind) {
    case 'home':
    case 'free':
    case 'dayOff':
    case 'holiday':
    case 'busy':
      return { label: w[day.kind] }
    case 'away':
      return {
        label: day.place === undefined ? w.away : `${w.away}: ${placeText(day.place)}`,
        ...(day.backAt === undefined ? {} : { timeLead: w.back, time: timeOf(day, day.backAt, language) }),
      }
    case 'working':
      return {
        label: day.from === undefined ? w.working : `${w.working}: ${w.flightsFrom(day.from.city ?? day.from.airport)}`,
        ...(day.homeAt === undefined ? {} : { timeLead: w.homeAt, time: timeOf(day, day.homeAt, language) }),
      }
    case 'standby':
      return { label: w.standbyUntil, time: timeOf(day, day.until, language) }
  }
}

/** The viewer's language from `Accept-Language`: French when French comes before English, else English. */
export const familyLanguageOf = (acceptLanguage: string | undefined): FamilyLanguage => {
  if (acceptLanguage === undefined) return 'en'
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((r) => Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const r of ranked) {
    if (r.tag === 'fr' || r.tag.startsWith('fr-')) return 'fr'
    if (r.tag === 'en' || r.tag.startsWith('en-')) return 'en'
  }
  return 'en'
}
