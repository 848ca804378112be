/** Settings → install the web app on this device (issue 32); shown only where the browser offers it. */
export const installApp = {
  title: 'App',
  hint: 'Put {airline} on your home screen: it opens like any other app, in its own window, and starts without a connection.',
  install: 'Install the app on this device',
  installing: 'Installing…',
  accepted: 'The app is being installed on this device.',
  dismissed: 'Not installed. You can install it later from your browser’s menu.',
}
