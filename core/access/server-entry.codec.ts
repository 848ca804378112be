import * as t from 'io-ts'

// Its own module (not in profile.codec.ts): the stored server choice decodes it before the login form, which does
// not need the profile's codecs (the build validates the profile).

/** A server the profile offers on the server-selection screen (SPEC section 3, server config entry). */
export const ServerEntry = t.intersection(
  [
    t.type({ name: t.string, origin: t.string, port: t.union([t.number, t.string]), path: t.string }),
    t.partial({
      saml2AuthUrl: t.string,
      useSaml2AuthObject: t.boolean,
      backUrl: t.string,
      matchUrl: t.string,
      minDomElements: t.number,
      loginShowTimeout: t.number,
      responseCheckInterval: t.number,
    }),
  ],
  'ServerEntry',
)
export type ServerEntry = t.TypeOf<typeof ServerEntry>
