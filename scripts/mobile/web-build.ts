/**
 * The web app build inside the native wrapper (`npm run build:mobile`): build.mjs for the airline into `outDir`, with
 * the signed-in frame as its index.html. The WebView loads index.html from the device itself, with no service worker
 * or server to pick a page: a wrapped app is opened signed in nearly every time (the crew member's session is kept on
 * the phone), so it paints the app's frame rather than the login form; a signed-out start draws the login form over
 * the frame once the scripts have run, which, read from the device, takes no network time (docs/mobile.md).
 */
export const WRAPPER_START_PAGE = 'frame'

/** build.mjs's arguments for the wrapper's web app of `profile` in `outDir`. */
export const wrapperBuildArgs = (profile: string, outDir: string): ReadonlyArray<string> => ['--profile', profile, '--outdir', outDir, '--start-page', WRAPPER_START_PAGE]
