import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { bannerStore, useBanners, type Banner } from '@qube/shared';

/** The banners areas show through @qube/shared's banner store, under the top bar (SH-43). */
export function AreaBanners() {
  const banners = useBanners();
  if (banners.length === 0) return null;
  return (
    <>
      {banners.map((banner) => (
        <section
          key={banner.id}
          className={`qube-alert qube-alert-${banner.tone === 'error' ? 'error' : 'info'}`}
          aria-label={banner.title}
          role={banner.tone === 'error' || banner.tone === 'warning' ? 'alert' : 'status'}
          style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {banner.icon && (
            <span role="img" aria-label={banner.icon.label} title={banner.icon.label} style={{ display: 'inline-flex', fontSize: 20 }}>
              {banner.icon.element}
            </span>
          )}
          <div style={{ flex: 1 }}>
            <strong>{banner.title}</strong>
            {banner.message && <p style={{ margin: '4px 0 0' }}>{banner.message}</p>}
          </div>
          {banner.action && <BannerAction action={banner.action} />}
          {banner.isDismissible && (
            <button type="button" className="qube-button" aria-label={`Close ${banner.title}`} onClick={() => bannerStore.getState().dismiss(banner.id)}>
              ×
            </button>
          )}
        </section>
      ))}
    </>
  );
}

/** A link when the banner names a place (the router goes there; an onClick of the area's runs instead), else a button. */
function BannerAction({ action }: { action: NonNullable<Banner['action']> }) {
  const { href, onClick } = action;
  if (href === undefined) {
    return (
      <button type="button" className="qube-button qube-button-primary" onClick={onClick}>
        {action.label}
      </button>
    );
  }
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) stays the browser's; a plain click is the area's when it asks.
    if (!onClick || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClick();
  };
  return (
    <Link to={href} className="qube-button qube-button-primary" onClick={onLinkClick}>
      {action.label}
    </Link>
  );
}
