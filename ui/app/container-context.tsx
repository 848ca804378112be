import type { Container } from 'inversify'
import { createContext, useContext, type ReactNode } from 'react'

const ContainerContext = createContext<Container | undefined>(undefined)

/** Provides the composition root (`createAppContainer`, or a test container with fake ports) to the tree. */
export const ContainerProvider = ({ container, children }: { readonly container: Container; readonly children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
)

/** The container of the nearest {@link ContainerProvider}; a component outside one is a programmer bug. */
export const useContainer = (): Container => {
  const container = useContext(ContainerContext)
  if (container === undefined) throw new Error('useContainer: no ContainerProvider above this component')
  return container
}
