import { useMemo } from 'react'
import { useContainer } from './container-context'
import { resolve, type Token } from './tokens'

/**
 * The one hook components use to reach the container: the value bound to `token` (a use case, a
 * port or an INFRA service), resolved once per component and token.
 */
export const useUseCase = <T>(id: Token<T>): T => {
  const container = useContainer()
  return useMemo(() => resolve(container, id), [container, id])
}
