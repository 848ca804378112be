import type { Temporal } from 'temporal-polyfill'
import type { FamilyDay } from '../../core/roster/family-share/family-days.rules'
import { familyDate, familyDayText, FAMILY_WORDS, type FamilyLanguage } from '../../core/roster/family-share/family-text.rules'
import { escapeText, foldLine, icsUtc } from '../../core/roster/calendar-feed/ics-text.rules'

/** HTML text escaping: whatever a link's name holds is shown as text. */
const html = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

export interface FamilyPageInput {
  readonly days: ReadonlyArray<FamilyDay>
  readonly language: FamilyLanguage
  /** The crew member's first name (what the family calls them); nothing else about them is shown. */
  readonly firstName: string
  readonly now: Temporal.ZonedDateTime
  /** The page's own path, for the calendar link (`.ics` added). */
  readonly path: string
}

const dayRow = (day: FamilyDay, language: FamilyLanguage): string => {
  const text = familyDayText(day, language)
  const w = FAMILY_WORDS[language]
  const time =
    text.time === undefined
      ? ''
      : ` ${text.timeLead === undefined ? '' : `${html(text.timeLead)} `}<time datetime="${text.time.instant.toString()}" data-same-day="${text.time.sameDay ? '1' : '0'}">${html(text.time.homeText)} <small>${html(w.localTime)}</small></time>`
  return `<li class="k-${day.kind}"><span class="d">${html(familyDate(day.date, language))}</span><span class="s">${html(text.label)}${time}</span></li>`
}

/**
 * The shared page: plain HTML, one list per month, no script needed to read it. `/family/_/page.js` (same origin,
 * allowed by the server's CSP) only rewrites each time into the viewer's own zone and keeps the home time beside it.
 */
export const familyPageHtml = (input: FamilyPageInput): string => {
  const w = FAMILY_WORDS[input.language]
  const months = new Map<string, FamilyDay[]>()
  for (const day of input.days) {
    const key = `${day.date.year}-${day.date.month}`
    months.set(key, [...(months.get(key) ?? []), day])
  }
  const sections = [...months.values()]
    .map((days) => {
      const first = days[0]
      if (first === undefined) return ''
      const monthName = new Intl.DateTimeFormat(input.language === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(first.date.year, first.date.month - 1, 1))
      return `<section><h2>${html(monthName)}</h2><ul>${days.map((d) => dayRow(d, input.language)).join('')}</ul></section>`
    })
    .join('')
  return `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><meta name="color-scheme" content="light dark">
<title>${html(w.title(input.firstName))}</title><link rel="stylesheet" href="/family/_/page.css"><script src="/family/_/page.js" defer></script></head>
<body data-your-time="${html(w.yourTime)}" data-lang="${input.language}"><main><h1>${html(w.title(input.firstName))}</h1><p class="intro">${html(w.intro)}</p>
${sections}
<p class="foot">${html(w.updated)} ${html(familyDate(input.now.toPlainDate(), input.language))} ${String(input.now.hour).padStart(2, '0')}:${String(input.now.minute).padStart(2, '0')} · <a href="${html(input.path)}.ics">${html(w.feed)}</a></p></main></body></html>
`
}

/** The page's stylesheet: light and dark by the viewer's setting, readable from 320 px. */
export const FAMILY_PAGE_CSS = `:root{color-scheme:light dark;--bg:#fff;--fg:#1a1c22;--muted:#5b6170;--line:#e3e5ea;--away:#0b5cad;--work:#7a4d00;--free:#1d6b35}
@media (prefers-color-scheme:dark){:root{--bg:#14161b;--fg:#eceef3;--muted:#aab0bd;--line:#2b2f38;--away:#8cc2ff;--work:#ffc66b;--free:#8fe0a6}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.4rem;margin:.5rem 0}h2{font-size:1.05rem;margin:1.5rem 0 .25rem;text-transform:capitalize}
.intro,.foot{color:var(--muted);font-size:.9rem}ul{list-style:none;margin:0;padding:0}
li{display:flex;gap:.75rem;padding:.5rem 0;border-bottom:1px solid var(--line)}.d{flex:0 0 6.5rem;color:var(--muted)}.s{flex:1;min-width:0;overflow-wrap:anywhere}
small{color:var(--muted);font-size:.85em}.k-away .s{color:var(--away)}.k-working .s,.k-standby .s{color:var(--work)}.k-home .s,.k-free .s{color:var(--free)}
a{color:var(--away)}
`

/**
 * The page's one script: each `<time>` shown in the viewer's zone, with the home time beside it when the two differ.
 * Reads only the page; sends nothing anywhere.
 */
export const FAMILY_PAGE_JS = `(function(){var b=document.body,l=b.getAttribute('data-lang')==='fr'?'fr-FR':'en-GB',y=b.getAttribute('data-your-time')||'';
document.querySelectorAll('time[datetime]').forEach(function(t){var d=new Date(t.getAttribute('datetime'));if(isNaN(d.getTime()))return;
var o={hour:'2-digit',minute:'2-digit',hourCycle:'h23'};if(t.getAttribute('data-same-day')!=='1'){o.weekday='short';o.day='numeric';o.month='short'}
var mine=new Intl.DateTimeFormat(l,o).format(d),home=t.textContent||'';if(home.indexOf(mine)===0)return;
t.textContent=mine+' '+y+' ';var s=document.createElement('small');s.textContent='('+home+')';t.appendChild(s)})})();
`

/** The same days as an RFC 5545 feed: one all-day event per day with something rostered, named as on the page. */
export const familyIcs = (days: ReadonlyArray<FamilyDay>, language: FamilyLanguage, linkId: string, firstName: string, now: Temporal.Instant): string => {
  const stamp = icsUtc(now.toString())
  const events = days
    .filter((d) => d.kind !== 'home' && d.kind !== 'free')
    .flatMap((day) => {
      const text = familyDayText(day, language)
      const summary = [text.label, text.timeLead, text.time?.homeText].filter((s) => s !== undefined).join(' ')
      const date = day.date.toString().replace(/-/g, '')
      const next = day.date.add({ days: 1 }).toString().replace(/-/g, '')
      return ['BEGIN:VEVENT', `UID:${linkId}-${date}@crew-duty-plan-family`, `DTSTAMP:${stamp}`, `DTSTART;VALUE=DATE:${date}`, `DTEND;VALUE=DATE:${next}`, `SUMMARY:${escapeText(summary)}`, 'TRANSP:TRANSPARENT', 'END:VEVENT']
    })
  return (
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Crew Duty Plan//Family share//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(FAMILY_WORDS[language].title(firstName))}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', ...events, 'END:VCALENDAR']
      .map(foldLine)
      .join('\r\n') + '\r\n'
  )
}
