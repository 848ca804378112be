import * as E from 'fp-ts/Either'
import { useState } from 'react'
import { isFamilyLinkName, offeredShareLevels, type FamilyLink, type ShareLevel } from '../../../../core/roster/family-share/family-share.codec'
import { css } from '../../../../styled-system/css'
import { useSession } from '../../../app/session.store'
import { useProfile } from '../../../profile/profile-context'
import { Card } from '../../../app/page-frame'
import { Banner } from '../../../design/banner'
import { Button } from '../../../design/button'
import { ConfirmDialog } from '../../../design/confirm-dialog'
import { Select } from '../../../design/select'
import { TextField } from '../../../design/text-field'
import { useI18n } from '../../../i18n/use-i18n'
import { useQrCode } from './calendar-subscription-section'
import { Temporal } from 'temporal-polyfill'
import { formatInstantText } from '../../../../core/shared/date-format.rules'
import { useFamilyShare } from './use-family-share'

const text = css({ m: '0', color: 'fg.muted', fontSize: 'sm' })
const stack = css({ display: 'grid', gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' })
const item = css({ display: 'grid', gap: '2', p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' })
const itemName = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })
const qr = css({ display: 'block', width: '10rem', height: '10rem', bg: 'white', p: '2', borderRadius: 'md' })
const form = css({ display: 'grid', gap: '3' })


/** Settings → Share with family (profile switch `familyShare`, off by default). */
export const FamilyShareSection = () => {
  const { access } = useSession()
  return E.getOrElse(() => false)(access.isEnabled('familyShare')) ? <FamilyShareCard /> : null
}

const FamilyShareCard = () => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const levels = offeredShareLevels(profile.display.familyShareMostShown)
  const isLevel = (value: string): value is ShareLevel => (levels as ReadonlyArray<string>).includes(value)
  const T = LL.familyShare
  const model = useFamilyShare()
  const [name, setName] = useState('')
  const [level, setLevel] = useState<ShareLevel>(levels[0] ?? 'busyOrFree')
  const [nameError, setNameError] = useState(false)
  const [renaming, setRenaming] = useState<{ readonly id: string; readonly name: string; readonly error: boolean } | undefined>(undefined)
  const qrCode = useQrCode(model.shown?.url)
  const disabled = model.busy || !model.online
  // The one formatting module (core/shared/date-format.rules.ts), in the device's zone, as the calendar section.
  const when = (zdt: FamilyLink['createdAt']): string => formatInstantText(zdt.toInstant(), Temporal.Now.timeZoneId(), profile.display.dateFormats, language)
  const loaded = model.links !== undefined && model.links !== 'failed'
  const links: ReadonlyArray<FamilyLink> = model.links !== undefined && model.links !== 'failed' ? model.links : []

  return (
    <Card title={T.title()}>
      <div className={stack}>
        <p className={text}>{T.intro()}</p>
        {model.links === undefined ? <p className={text}>{T.loading()}</p> : null}
        {model.links === 'failed' ? <Banner tone="warning">{T.loadFailed()}</Banner> : null}
        {loaded && links.length === 0 ? <p>{T.none()}</p> : null}
        {links.length === 0 ? null : (
          <ul className={list} aria-label={T.title()}>
            {links.map((link) => (
              <li key={link.id} className={item}>
                {renaming !== undefined && renaming.id === link.id ? (
                  <form
                    className={form}
                    onSubmit={(event) => {
                      event.preventDefault()
                      if (model.rename(link, renaming.name)) setRenaming(undefined)
                      else setRenaming({ id: renaming.id, name: renaming.name, error: true })
                    }}
                  >
                    <TextField label={T.name()} value={renaming.name} maxLength={40} error={renaming.error ? T.nameInvalid() : undefined} onChange={(event) => setRenaming({ id: link.id, name: event.target.value, error: false })} />
                    <div className={actions}>
                      <Button type="submit" disabled={disabled}>
                        {T.save()}
                      </Button>
                      <Button variant="outline" tone="neutral" onClick={() => setRenaming(undefined)}>
                        {T.cancel()}
                      </Button>
                    </div>
                  </form>
                ) : (
                  <span className={itemName}>{link.name}</span>
                )}
                <span className={text}>
                  {T.levels[link.level]()} · {T.created({ date: when(link.createdAt) })} · {link.lastOpenedAt === undefined ? T.neverOpened() : T.lastOpened({ date: when(link.lastOpenedAt) })}
                </span>
                {model.shown !== undefined && model.shown.linkId === link.id ? (
                  <>
                    <TextField label={T.link()} hint={T.shownOnce()} value={model.shown.url} readOnly onFocus={(event) => event.currentTarget.select()} />
                    <div className={actions}>
                      <Button variant="outline" onClick={model.copy}>
                        {T.copy()}
                      </Button>
                    </div>
                    {qrCode === undefined ? null : <img className={qr} src={qrCode} alt={T.qrAlt()} width={160} height={160} />}
                  </>
                ) : null}
                {renaming?.id === link.id ? null : (
                  <div className={actions}>
                    <Button variant="outline" tone="neutral" disabled={disabled} onClick={() => setRenaming({ id: link.id, name: link.name, error: false })}>
                      {T.rename()}
                    </Button>
                    <Button variant="outline" disabled={disabled} onClick={() => model.ask({ kind: 'replace', link })}>
                      {T.replace()}
                    </Button>
                    <Button variant="outline" tone="danger" disabled={disabled} onClick={() => model.ask({ kind: 'revoke', link })}>
                      {T.revoke()}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {model.notice === undefined ? null : (
          <Banner tone={model.notice === 'failed' || model.notice === 'copyFailed' ? 'danger' : 'success'}>
            {model.notice === 'revoked' ? T.revoked() : model.notice === 'copied' ? T.copied() : model.notice === 'copyFailed' ? T.copyFailed() : T.failed()}
          </Banner>
        )}
        {model.online ? null : <Banner tone="offline">{T.offline()}</Banner>}
        {model.atLimit ? (
          <p className={text}>{T.limit()}</p>
        ) : loaded ? (
          <form
            className={form}
            onSubmit={(event) => {
              event.preventDefault()
              if (!isFamilyLinkName(name)) {
                setNameError(true)
                return
              }
              if (model.create(name, level)) setName('')
            }}
          >
            <TextField
              label={T.name()}
              hint={T.nameHint()}
              value={name}
              maxLength={40}
              error={nameError ? T.nameInvalid() : undefined}
              onChange={(event) => {
                setName(event.target.value)
                setNameError(false)
              }}
            />
            <Select
              label={T.level()}
              value={level}
              options={levels.map((l) => ({ value: l, label: T.levels[l]() }))}
              onChange={(event) => {
                if (isLevel(event.target.value)) setLevel(event.target.value)
              }}
            />
            <div className={actions}>
              <Button type="submit" disabled={disabled} loading={model.busy} loadingLabel={T.working()}>
                {T.create()}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
      <ConfirmDialog
        open={model.pending !== undefined}
        tone="danger"
        title={model.pending?.kind === 'revoke' ? T.revoke() : T.replace()}
        message={model.pending === undefined ? undefined : model.pending.kind === 'revoke' ? T.revokeConfirm({ name: model.pending.link.name }) : T.replaceConfirm({ name: model.pending.link.name })}
        confirmLabel={T.confirm()}
        cancelLabel={T.cancel()}
        onConfirm={model.confirm}
        onCancel={() => model.ask(undefined)}
      />
    </Card>
  )
}
