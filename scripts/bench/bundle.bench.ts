import { bundleBudgetRows, measureBundle } from './bundle-budget'
import { dependencyRows, weighDependencies } from './bundle-weights'
import type { BenchProvider } from './table'

/**
 * The bundle as the network carries it (scripts/bench/bundle-budget.ts: until the login form and until the
 * roster, against their budgets) and the marginal cost of each dependency (scripts/bench/bundle-weights.ts).
 * Sizes are deterministic: measured once whatever `--runs` says.
 */
export const bundleBench: BenchProvider = {
  name: 'bundle',
  rows: async (context) => {
    context.progress('bundle: building the demo app and loading it in Chromium')
    const measure = await measureBundle('demo')
    return [...bundleBudgetRows(measure), ...dependencyRows(await weighDependencies(measure))]
  },
}
