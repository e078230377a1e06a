import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { createRoot, type Root } from 'react-dom/client';
// `@qube/shared/standalone`: a subpath entry, bundled by each remote's standalone entry (`src/standalone.tsx`),
// not part of the federation singleton (docs/adr/0014-shared-subpath-entries.md). Everything with state (session
// store, API client and its config, sign-in) comes from `@qube/shared` itself, the singleton the remote's own
// code uses too: a relative import would give this page a second session store that the remote never sees.
import {
  CHALLENGE_FIRST,
  ChallengeField,
  COMPANY,
  companyForHost,
  configureApi,
  endSession,
  homePath,
  readPersistedSession,
  restoreSession,
  sessionStore,
  signIn,
  signInChallenge,
  signInWithLoginLink,
  takeQueryParam,
  useSession,
  VALIDATION_MESSAGES,
  type CompanyId,
} from '@qube/shared';
import { askToSwitchAccount } from '../switchAccount';
import type { createRemoteApp, StandaloneContext } from './createRemoteApp';

/**
 * @public A remote's own page (design.md "Standalone"): the same API client and session code as the shell,
 * a minimal sign-in form while logged out, then the remote's own `./app` lifecycles mounted at the
 * current path. The coaching portal uses it as a real site; the other teams to work on their area.
 */

/** The optional `/deployment.json` of a remote's server: nothing in it is required. */
export type StandaloneConfig = {
  /** Host name → company id; 127.0.0.2 is company 2 when absent. */
  companyByHost?: Record<string, number>;
  /** Origin of the main site (for 'Go to Personal View'); the page's host on port 8080 when absent. */
  mainSiteUrl?: string;
};

/** What `startStandalone` mounts: the remote's `./app` module (lifecycles of `createRemoteApp`). */
export type StandaloneLifecycles = Pick<ReturnType<typeof createRemoteApp>, 'bootstrap' | 'mount' | 'unmount'>;

/** The props the lifecycles get on a standalone page. */
export type StandaloneMountProps = Parameters<StandaloneLifecycles['mount']>[0];

export type StandaloneOptions = {
  /** Federation name of the remote ('planning'). */
  name: string;
  /** What the sign-in heading calls the site ('Partner Portal', 'Planning'). */
  title: string;
  /** Where `/` goes: the area's main page. */
  defaultPath: string;
  /** `() => import('./app')`. */
  loadApp: () => Promise<StandaloneLifecycles>;
  /**
   * What the area's first view will ask the API for, asked now: called once the API client is configured, alongside the
   * session check, when a session cookie says someone is signed in (a 401 then ends nothing new: the check decides).
   */
  prefetch?: () => void;
  /** 'none' when the remote brings its own layout (the coaching portal); a thin team bar otherwise. */
  chrome?: 'minimal' | 'none';
  fetchImpl?: typeof fetch;
  container?: HTMLElement | null;
};

const DEFAULT_COMPANY_BY_HOST: Record<string, number> = { '127.0.0.2': COMPANY.other };
const MAIN_SITE_PORT = 8080;

/** Reads the remote server's optional deployment config; a missing or broken file means defaults. */
export async function loadStandaloneConfig(fetchImpl: typeof fetch = fetch): Promise<StandaloneConfig> {
  try {
    // The page preloads it (remote.html); a cache mode here would not match the preload. The server's no-cache keeps it fresh.
    const response = await fetchImpl('/deployment.json');
    if (!response.ok) return {};
    const raw = (await response.json()) as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const input = raw as Record<string, unknown>;
    const config: StandaloneConfig = {};
    if (input.companyByHost && typeof input.companyByHost === 'object') config.companyByHost = input.companyByHost as Record<string, number>;
    if (typeof input.mainSiteUrl === 'string' && /^https?:\/\//.test(input.mainSiteUrl)) config.mainSiteUrl = input.mainSiteUrl;
    return config;
  } catch {
    return {};
  }
}

/** The company of a standalone page: from its host, as on the main site (127.0.0.2 → 2, else 1). */
export function standaloneCompany(hostname: string, config: StandaloneConfig = {}): CompanyId {
  return companyForHost(hostname, config.companyByHost ?? DEFAULT_COMPANY_BY_HOST);
}

/** 'Go to Personal View' (CO-04): the logged-in home of the main site for this company. */
export function personalViewUrl(location: Pick<Location, 'protocol' | 'hostname'>, companyId: CompanyId, config: StandaloneConfig = {}): string {
  const origin = (config.mainSiteUrl ?? `${location.protocol}//${location.hostname}:${MAIN_SITE_PORT}`).replace(/\/+$/, '');
  return `${origin}${homePath(companyId)}`;
}

const inputStyle = { display: 'block', width: '100%', padding: '8px 10px', marginTop: 4, fontSize: 15, border: '1px solid #c9ced6', borderRadius: 8 } as const;

/**
 * The minimal sign-in of a standalone page: Email, Password, 'Sign In' and the API's message; `notice` is
 * a message to show from the start (a sign-in link that did not work).
 */
export function StandaloneSignIn({ title, notice = null }: { title: string; notice?: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(notice);
  const [isBusy, setIsBusy] = useState(false);
  // The security check the API may ask for after failed sign-ins (issue 22 §6), as on the shell's sign-in page.
  const challenge = useStore(signInChallenge, (s) => s.challenge);
  const [solution, setSolution] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(VALIDATION_MESSAGES.required);
      return;
    }
    if (challenge && !solution) {
      setError(CHALLENGE_FIRST);
      return;
    }
    setIsBusy(true);
    setError(null);
    const message = await signIn({ email: email.trim(), password, trustDevice: false, ...(solution ? { altcha: solution } : {}) });
    setSolution(null);
    setIsBusy(false);
    if (message) setError(message);
  }

  return (
    <form
      aria-labelledby="standalone-sign-in-title"
      noValidate
      onSubmit={(e) => void submit(e)}
      style={{ maxWidth: 360, margin: '64px auto', padding: 24, background: '#fff', borderRadius: 12, boxShadow: '0 1px 4px rgba(0,0,0,.08)', fontFamily: 'sans-serif' }}
    >
      <h1 id="standalone-sign-in-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        Sign in to {title}
      </h1>
      <label style={{ display: 'block', marginBottom: 12 }}>
        Email
        <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} style={inputStyle} />
      </label>
      <label style={{ display: 'block', marginBottom: 12 }}>
        Password
        <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} style={inputStyle} />
      </label>
      {challenge && <ChallengeField challenge={challenge} onSolved={setSolution} />}
      {error && (
        <p role="alert" style={{ color: '#b42318', margin: '0 0 12px' }}>
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={isBusy}
        style={{ width: '100%', padding: '10px 0', fontSize: 15, borderRadius: 8, border: 0, background: '#1f5fd1', color: '#fff', cursor: 'pointer' }}
      >
        Sign In
      </button>
    </form>
  );
}

/** The thin bar of a team's standalone page: which area this is, who is signed in, sign out. */
function TeamBar({ title, context }: { title: string; context: StandaloneContext }) {
  const firstName = useSession((s) => s.me?.first_name ?? '');
  return (
    <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: '8px 16px', background: '#1d1d1f', color: '#fff', fontFamily: 'sans-serif', fontSize: 14 }}>
      <strong>{title}</strong>
      <span style={{ opacity: 0.7 }}>standalone</span>
      <a href={context.personalViewUrl} style={{ color: '#9cc2ff', marginLeft: 'auto' }}>
        Open the site
      </a>
      <span>{firstName}</span>
      <button type="button" onClick={() => void context.signOut()} style={{ background: 'none', border: '1px solid #fff', color: '#fff', borderRadius: 6, padding: '2px 10px', cursor: 'pointer' }}>
        Logout
      </button>
    </header>
  );
}

type FrameProps = { title: string; chrome: 'minimal' | 'none'; context: StandaloneContext; notice: string | null };

function StandaloneFrame({ title, chrome, context, notice }: FrameProps) {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  if (!isLoggedIn) {
    return (
      <main>
        <StandaloneSignIn title={title} notice={notice} />
      </main>
    );
  }
  return chrome === 'minimal' ? <TeamBar title={title} context={context} /> : null;
}

export type StandaloneHandle = { stop(): Promise<void> };

/**
 * Starts a remote's own page: configure the API client, resume the session (its cookies), spend a
 * sign-in link's `?token=` code, then keep the remote mounted exactly while someone is signed in.
 */
export async function startStandalone(options: StandaloneOptions): Promise<StandaloneHandle> {
  const { name, title, defaultPath, loadApp, prefetch, chrome = 'minimal', fetchImpl } = options;
  // A sign-in link's code leaves the address bar before anything else runs or is fetched (SH-19).
  const { value: loginCode, rest } = takeQueryParam(location.search, 'token');
  if (loginCode !== null) history.replaceState(history.state, '', `${location.pathname}${rest}${location.hash}`);
  const container = options.container ?? document.getElementById('standalone-root');
  if (!container) throw new Error('The standalone page lacks #standalone-root');
  // A session cookie says someone is probably signed in: fetch the area's code while the session is checked,
  // rather than after it (the page's slowest chain was config → session → code → data).
  let prefetched: Promise<StandaloneLifecycles> | null = readPersistedSession() ? loadApp() : null;
  prefetched?.catch(() => undefined);

  const config = await loadStandaloneConfig(fetchImpl);
  const companyId = standaloneCompany(location.hostname, config);
  const context: StandaloneContext = { personalViewUrl: personalViewUrl(location, companyId, config), signOut: () => endSession() };
  // A 401 ends the session; the page shows its sign-in again and the path stays for after it.
  configureApi({ baseURL: '/api/', companyId, onUnauthorized: () => void endSession({ expired: true }) });
  if (prefetched && loginCode === null) prefetch?.();

  await restoreSession();
  const notice = loginCode ? await signInWithLoginLink(loginCode, (me) => askToSwitchAccount(me)) : null;
  if (location.pathname === '/') history.replaceState(history.state, '', `${defaultPath}${location.search}${location.hash}`);

  const frameElement = document.createElement('div');
  // The area is the page's main content, unless it brings its own layout (with its own <main>).
  const appElement = document.createElement(chrome === 'minimal' ? 'main' : 'div');
  appElement.id = `standalone-app-${name}`;
  // Hidden while signed out: the sign-in form has its own <main>, and a page may have only one visible.
  appElement.hidden = !sessionStore.getState().isLoggedIn;
  container.replaceChildren(frameElement, appElement);
  const frame: Root = createRoot(frameElement);
  frame.render(<StandaloneFrame title={title} chrome={chrome} context={context} notice={notice} />);

  // No single-spa on this page: the lifecycles need a name and an element; parcels are not used.
  const props = { name, domElement: appElement, singleSpa: {}, mountParcel: () => undefined, standalone: context } as unknown as StandaloneMountProps;
  let lifecycles: Promise<StandaloneLifecycles> | null = null;
  let isMounted = false;
  // Transitions run one after another: a quick logout during a mount waits for the mount.
  let queue: Promise<void> = Promise.resolve();
  const sync = () => {
    queue = queue
      .then(async () => {
        const shouldMount = sessionStore.getState().isLoggedIn;
        appElement.hidden = !shouldMount;
        if (shouldMount && !isMounted) {
          lifecycles ??= (prefetched ?? loadApp()).then(async (app) => {
            await app.bootstrap(props);
            return app;
          });
          await (await lifecycles).mount(props);
          isMounted = true;
        } else if (!shouldMount && isMounted) {
          await (await lifecycles!).unmount(props);
          isMounted = false;
        }
      })
      .catch((error: unknown) => {
        console.error(`${name} standalone: mounting failed`, error);
        if (!isMounted) {
          lifecycles = null;
          prefetched = null;
        }
        appElement.textContent = `${title} could not be loaded. Reload the page to try again.`;
      });
    return queue;
  };
  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.isLoggedIn !== previous.isLoggedIn) void sync();
  });
  await sync();

  return {
    async stop() {
      unsubscribe();
      await queue;
      if (isMounted && lifecycles) await (await lifecycles).unmount(props);
      isMounted = false;
      frame.unmount();
    },
  };
}
