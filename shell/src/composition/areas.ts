// What the site's areas need around them: federation's list of remotes (each manifest checked), the hosts of their
// dialogs' commands, their banners and the live updates they read. Loaded by areasLoader.ts: the sign-in page needs
// none of it.
import type { Deployment } from './deployment';
import { startCommandHosts } from './commandHosts';
import { registerFederationRemotes } from './federationRemotes';
import { startRemoteBanners } from './remoteBanners';
import type { SocketLike } from '@qube/shared';
import { startLiveUpdatesWhenSignedIn } from '../live/liveUpdatesLoader';

export { preloadRemoteForPath } from './federationRemotes';

/**
 * Registers the deployed remotes with federation, then starts the command hosts, the banners and the page's one
 * live-updates socket (API-28): each follows the session from then on.
 */
export function startAreas(deployment: Deployment): void {
  registerFederationRemotes(deployment);
  startCommandHosts(deployment);
  startRemoteBanners(deployment);
  startLiveUpdatesWhenSignedIn({ socketFactory: typeof WebSocket === 'function' ? (url) => new WebSocket(url) as unknown as SocketLike : null });
}
