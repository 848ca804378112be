import * as TE from 'fp-ts/TaskEither'
import type { SettingsPort } from '../../../../../core/settings/settings.port'

/** A fake settings port for the language calls; `preferred` is what `GET /preferredLanguage` answers. */
export const fakeLanguagePort = (preferred = 'en'): { readonly port: Partial<SettingsPort>; readonly saved: string[] } => {
  const saved: string[] = []
  return {
    saved,
    port: {
      loadPreferredLanguage: () => TE.right(preferred),
      savePreferredLanguage: (code) => {
        saved.push(code)
        return TE.right(undefined)
      },
    },
  }
}
