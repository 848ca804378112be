// A screen loaded on first use whose code can be loaded ahead (ui/app/route-table.tsx `preloadableScreen`): the
// login screen before the prerendered page is hydrated, home before a session or the device's copy opens it. Once
// preloaded it draws in the very render that asks for it: React shows a suspended screen's fallback for at least
// 300 ms, however soon the code comes, which held the device's copy off the screen that long.
import { Suspense } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { preloadableScreen } from '../../../ui/app/route-table'
import type { PreloadableScreen, ScreenProps } from '../../../ui/app/screen-props'
import { createRoot } from 'react-dom/client'
import { act, cleanup, render, screen } from '../harness'

const Preloadable = suite('a screen whose code is loaded ahead')
Preloadable.after.each(cleanup)

const Roster = (_props: ScreenProps) => <h1>Roster</h1>

/** A fallback that counts its renders (React renders it only while the screen suspends). */
const fallbackCounter = () => {
  const seen = { renders: 0 }
  const Waiting = () => {
    seen.renders += 1
    return <p>Loading</p>
  }
  return { seen, Waiting }
}

/** `Screen` under a Suspense boundary whose fallback counts its renders. */
const inSuspense = (Screen: PreloadableScreen) => {
  const { seen, Waiting } = fallbackCounter()
  const ui = (
    <Suspense fallback={<Waiting />}>
      <Screen params={{}} />
    </Suspense>
  )
  return { seen, ui }
}

Preloadable('preloaded, it is drawn by the render that asks for it: no fallback, not even for a frame', async () => {
  const Screen = preloadableScreen(() => Promise.resolve(Roster))
  await Screen.preload()
  const { seen, ui } = inSuspense(Screen)
  render(ui)
  // `render` commits synchronously (inside act): nothing awaited since.
  assert.ok(screen.getByRole('heading', { name: 'Roster' }))
  assert.is(seen.renders, 0)
})

Preloadable('not preloaded, it suspends (the fallback shows) and then draws', async () => {
  let loads = 0
  const Screen = preloadableScreen(() => ((loads += 1), Promise.resolve(Roster)))
  const { seen, ui } = inSuspense(Screen)
  const root = createRoot(document.body.appendChild(document.createElement('div')))
  // An awaited act: React's test mode resumes a suspended render only inside one.
  await act(async () => root.render(ui))
  assert.ok(screen.getByRole('heading', { name: 'Roster' }))
  assert.ok(seen.renders >= 1)
  act(() => root.unmount())
  // The render and a later preload share one load.
  await Screen.preload()
  assert.is(loads, 1)
})

Preloadable('a failed load is forgotten: the next preload loads again and the screen then draws at once', async () => {
  let attempts = 0
  const Screen = preloadableScreen(() => {
    attempts += 1
    return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Roster)
  })
  let failed = false
  await Screen.preload().catch(() => (failed = true))
  assert.ok(failed)
  await Screen.preload()
  assert.is(attempts, 2)
  const { seen, ui } = inSuspense(Screen)
  render(ui)
  assert.ok(screen.getByRole('heading', { name: 'Roster' }))
  assert.is(seen.renders, 0)
})

Preloadable.run()
