import { createPortal } from 'react-dom';
import { isLimited, useSession, type CompanyId } from '@qube/shared';
import { AreaBanners } from '../banners/AreaBanners';
import { LimitedBanner } from '../banners/LimitedBanner';
import { GenericDialogs } from '../dialogs/GenericDialogs';
import { GuestTopBar } from '../guests/GuestTopBar';
import { PaletteHost } from '../palette/PaletteHost';
import { SessionReminder } from '../session/SessionReminder';
import { TopBar } from './TopBar';

type Props = { companyId: CompanyId; brandName: string; primaryColor: string; isBare: boolean; topElement: HTMLElement; bannerElement: HTMLElement; areaBannerElement: HTMLElement };

/**
 * Everything only a signed-in person sees: the top bar, the banners, the session reminder and the
 * generic dialogs. One lazily loaded chunk, so the sign-in page does not carry it.
 *
 * The shell's own banner (limited account) is known at the first paint and sits under the top bar. The areas'
 * banners arrive after the page has drawn (they wait for the area's reads), so they dock at the bottom of the page
 * (sticky to the viewport's bottom edge): a banner arriving late never pushes the page down (layout shift),
 * docs/adr/0016-nothing-late-moves-the-page.md.
 */
export default function SignedInChrome({ companyId, brandName, primaryColor, isBare, topElement, bannerElement, areaBannerElement }: Props) {
  const isLimitedUser = useSession((s) => isLimited(s.me));
  const isGuest = useSession((s) => s.isAnonymous);
  return (
    <>
      <SessionReminder />
      <GenericDialogs />
      {/* Issue 25 §6: Ctrl+K / ⌘K; guests have no accounts, qubes or money to command. */}
      {!isGuest && <PaletteHost />}
      {!isBare &&
        createPortal(
          isLimitedUser && <LimitedBanner />,
          bannerElement,
        )}
      {!isBare && createPortal(<AreaBanners />, areaBannerElement)}
      {/* SH-50: a guest gets its own bar (no navigation, notifications or account menu). */}
      {!isBare && createPortal(isGuest ? <GuestTopBar primaryColor={primaryColor} /> : <TopBar companyId={companyId} brandName={brandName} primaryColor={primaryColor} />, topElement)}
    </>
  );
}
