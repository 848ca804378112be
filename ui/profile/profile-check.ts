import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { Profile } from '../../core/access/profile.codec'
import { validateProfile } from '../../core/access/profile.codec'

/**
 * The build-time check of a profile folder's module (ARCHITECTURE.md section 1: "Profiles are data,
 * validated by a codec at build time"): `profile` must decode with the core `Profile` codec and its
 * `id` must be the folder name. Left: one line per problem, each naming the path of the bad field.
 */
export const checkProfileModule = (folder: string, module: Readonly<Record<string, unknown>>): E.Either<ReadonlyArray<string>, Profile> =>
  pipe(
    validateProfile(module['profile']),
    E.mapLeft((error) => error.issues.map((i) => `profile.${i.path}: expected ${i.expected}, got ${i.actual}`)),
    E.chain((profile) =>
      profile.id === folder ? E.right(profile) : E.left([`profile.id: expected '${folder}' (the folder name), got '${profile.id}'`]),
    ),
  )
