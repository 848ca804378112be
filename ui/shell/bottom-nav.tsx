import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import type { BottomNavItem } from '../../core/access/signed-in-routes.rules'
import { css, cx } from '../../styled-system/css'
import { ListIcon, MessageIcon, NewsIcon, UserIcon } from '../design/icons/navigation-icons'
import { useI18n } from '../i18n/use-i18n'

const nav = css({ display: 'flex', justifyContent: 'center', pb: 'env(safe-area-inset-bottom)' })
// On wide screens a centred bar of tabs, not four tabs stretched across the whole width (issue 26).
const list = css({ display: 'flex', w: 'full', maxW: { base: 'content', md: '560px' }, listStyle: 'none', m: '0', p: '0' })
const item = css({ flex: '1', minW: '0' })
const link = css({
  position: 'relative',
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: 'center',
  justifyContent: 'center',
  gap: { base: '0.5', sm: '2' },
  minH: '56px',
  px: '1',
  fontSize: { base: 'xs', sm: 'sm' },
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
  _focusVisible: { outlineOffset: '-3px' },
})
const active = css({ color: 'brand.fg', fontWeight: 'bold', _before: { content: '""', position: 'absolute', top: '0', insetX: '25%', h: '3px', bg: 'brand.solid', borderBottomRadius: 'sm' } })
const iconWrap = css({ position: 'relative', display: 'inline-flex' })
const dot = css({ position: 'absolute', top: '-2px', right: '-4px', w: '10px', h: '10px', borderRadius: 'full', bg: 'badge', borderWidth: '2px', borderColor: 'bg.surface' })

export interface BottomNavProps {
  /** Core `bottomNavigation(routeState)`: empty when signed out. */
  readonly items: ReadonlyArray<BottomNavItem>
  /** Red-dot badges of the daily-remarks and news tabs (auto-refresh machine). */
  readonly badges: { readonly dailyRemarks: boolean; readonly news: boolean }
}

const ICONS: Readonly<Record<BottomNavItem['id'], ReactNode>> = {
  duties: <ListIcon size={22} />,
  'daily-remarks': <MessageIcon size={22} />,
  news: <NewsIcon size={22} />,
  profile: <UserIcon size={22} />,
}

const isActive = (item: BottomNavItem, location: string): boolean =>
  item.path === '/' ? location === '/' : location === item.path || location.startsWith(`${item.path}/`)

/**
 * SPEC section 2: "Bottom navigation appears only when logged in: duties, daily remarks (only if the
 * view feature is on), news (only if the view feature is on) and profile. Red-dot badges on daily
 * remarks and news signal new items. When logged out an empty footer shows."
 */
export const BottomNav = ({ items, badges }: BottomNavProps) => {
  const { LL } = useI18n()
  const [location] = useLocation()
  if (items.length === 0) return null
  const label: Readonly<Record<BottomNavItem['id'], string>> = {
    duties: LL.nav.duties(),
    'daily-remarks': LL.nav.dailyRemarks(),
    news: LL.nav.news(),
    profile: LL.nav.profile(),
  }
  const badgeOf = (id: BottomNavItem['id']): boolean => (id === 'news' ? badges.news : id === 'daily-remarks' ? badges.dailyRemarks : false)
  return (
    <nav aria-label={LL.nav.main()} className={nav}>
      <ul className={list}>
        {items.map((entry) => {
          const current = isActive(entry, location)
          const badge = badgeOf(entry.id)
          return (
            <li key={entry.id} className={item}>
              <Link
                href={entry.path}
                className={cx(link, current ? active : undefined)}
                aria-current={current ? 'page' : undefined}
                aria-label={badge ? `${label[entry.id]}, ${LL.nav.newItems()}` : label[entry.id]}
              >
                <span className={iconWrap} aria-hidden="true">
                  {ICONS[entry.id]}
                  {badge ? <span className={dot} data-badge="" /> : null}
                </span>
                <span aria-hidden="true">{label[entry.id]}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
