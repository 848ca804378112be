export * as TE from 'fp-ts/TaskEither'
