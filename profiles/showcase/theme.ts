/**
 * Showcase Air wears the demo airline's colours: it is the demo with every display option on, not another brand
 * (light and dark). One palette, kept in `profiles/demo/theme.ts`.
 */
export { theme } from '../demo/theme'
