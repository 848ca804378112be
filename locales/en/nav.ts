/** The bottom navigation and the way back to a screen (signed-in shell). */
export const nav = {
  main: 'Main navigation',
  duties: 'Duties',
  dailyRemarks: 'Daily remarks',
  news: 'News',
  profile: 'Profile',
  newItems: 'New items',
  backTo: 'Back to {screen}',
}
