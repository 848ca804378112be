import { hashPassword } from '../security/password'
import { insertUser } from '../security/user.repo'
import type { Seeder } from './seeder'

/** The demo users with scrypt-hashed passwords (never stored in clear). */
export const usersSeeder: Seeder = {
  name: 'users',
  run: async (tx, { now, crew, passwordHashing }) => {
    for (const member of crew) {
      await insertUser(
        tx,
        {
          username: member.username,
          passwordHash: await hashPassword(member.password, passwordHashing),
          crmId: member.crmId,
          userId: member.userId,
          firstName: member.firstName,
          lastName: member.lastName,
          profile: { rank: member.rank, homeBase: member.homeBase, homeBaseTimeZone: member.homeBaseTimeZone },
          enablings: member.enablings,
          languageServiceAvailable: true,
        },
        now,
      )
    }
  },
}
