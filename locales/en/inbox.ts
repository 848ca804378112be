/** News, broadcast detail and daily remarks (SPEC section 2). */
export const news = {
  title: 'News',
  empty: 'There are no news.',
  unread: 'Unread',
  expired: 'Expired',
  from: 'From {sender}',
  delete: 'Delete “{title}”',
  deleted: 'News item deleted.',
  swipeHint: 'Swipe an item sideways to delete it.',
  expiredDialog: {
    title: 'Info',
    message: 'This news item has expired.',
  },
  categories: {
    message: 'Message',
    checkIn: 'Check-in',
    rosterChange: 'Roster change',
    other: 'Other',
  },
  broadcast: {
    title: 'Message',
    sentAt: 'Sent {date}',
    openRosterChanges: 'Open roster changes',
    openCheckIn: 'Go to check-in',
  },
}

export const dailyRemarks = {
  title: 'Daily remarks',
  fromScheduler: 'From the scheduler',
  fromMe: 'From me',
  createNew: 'New remark',
  empty: 'There are no remarks.',
  unread: 'Unread',
  received: 'Received {date}',
  remark: {
    title: 'Daily remark',
    date: 'Date',
    type: 'Type',
    comment: 'Comment',
    from: 'From',
    scheduler: 'Scheduler',
    me: 'Me',
  },
  newRemark: {
    title: 'New daily remark',
    date: 'Date',
    type: 'Type',
    selectType: 'Select a type',
    comment: 'Comment',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Remark sent.',
    offline: 'Sending is possible only when online.',
  },
  delete: 'Delete remark',
}
