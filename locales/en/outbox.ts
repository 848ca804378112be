/** The offline outbox (issue 12 part 6): actions made offline, kept on the device and sent when the connection returns. */
export const outbox = {
  waiting: 'Waiting to send: it goes when the connection returns.',
  sending: 'Sending…',
  sent: 'Sent {time}.',
  refused: 'Refused by the server: {reason}',
  notKept: 'This could not be kept on the device to send later. Sign in again, then try once more.',
  remarkOffline: 'You are offline: your remark will be kept on this device and sent when the connection returns.',
  confirmationOffline: 'You are offline: your confirmation will be kept on this device and sent when the connection returns.',
  confirmationTitle: 'Your confirmation',
  waitingRemarks: 'Remarks made offline',
  remarkLine: '{date}, {type}: {comment}',
  lastSynced: 'Last synced {time}',
  neverSynced: 'Not synced yet on this device',
}
