import type { PushKind } from '../../core/news/push-payload.codec'

type Language = 'en' | 'fr'

/** The notification texts, by language (the crew member's preferred language; English otherwise). */
const TEXTS: Readonly<Record<Language, Readonly<Record<PushKind, { readonly title: string; readonly body: (detail: string) => string }>>>> = {
  en: {
    rosterChange: { title: 'Roster change', body: (detail) => `Your roster has changed${detail === '' ? '' : ` (${detail})`}: please review and confirm it.` },
    news: { title: 'News', body: (detail) => (detail === '' ? 'You have a new message.' : detail) },
    dailyRemark: { title: 'Daily remark', body: (detail) => (detail === '' ? 'Crew scheduling answered your daily remark.' : `Crew scheduling: ${detail}`) },
  },
  fr: {
    rosterChange: { title: 'Modification de planning', body: (detail) => `Votre planning a changé${detail === '' ? '' : ` (${detail})`} : veuillez le consulter et le confirmer.` },
    news: { title: 'Actualités', body: (detail) => (detail === '' ? 'Vous avez un nouveau message.' : detail) },
    dailyRemark: { title: 'Remarque du jour', body: (detail) => (detail === '' ? 'Le planning a répondu à votre remarque.' : `Planning : ${detail}`) },
  },
}

const BODY_MAX = 180

/** Title and body of a push of `kind` in `language` (a code without texts reads English); the detail is cut to fit a notification. */
export const pushText = (kind: PushKind, language: string | null, detail: string): { readonly title: string; readonly body: string } => {
  const texts = TEXTS[language === 'fr' ? 'fr' : 'en'][kind]
  const body = texts.body(detail.trim())
  return { title: texts.title, body: body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body }
}
