import { makeMe } from '@qube/shared/test-utils';
import { DEFAULT_DEPLOYMENT, type Deployment } from './deployment';

/**
 * areasLoader.ts imports the areas' composition (areas.ts) lazily: with the first signed-in moment or the first area
 * page (areasReady), never on the signed-out sign-in page, once, and again after a failed import. The loader keeps its
 * state in module variables, so each test loads a fresh copy (jest.resetModules) with the session store it reads.
 */

// Each run of the factory is one load of the chunk, as the browser would fetch it: jest, like webpack, keeps a loaded
// module and runs the factory again only after a throw (a failed fetch) or a module reset.
const mockAreas = { imports: 0, failures: 0, startAreas: jest.fn() };
jest.mock('./areas', () => {
  mockAreas.imports += 1;
  if (mockAreas.failures > 0) {
    mockAreas.failures -= 1;
    throw new Error('Loading chunk remote-apps failed.');
  }
  return { startAreas: mockAreas.startAreas, preloadRemoteForPath: jest.fn() };
});

const deployment: Deployment = { ...DEFAULT_DEPLOYMENT, remotes: { money_movement: 'http://localhost:8081/mf-manifest.json' } };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh loader and the session store it reads (the module registry is reset before each test). */
const freshLoader = async () => {
  const { sessionStore } = await import('@qube/shared');
  const loader = await import('./areasLoader');
  return { sessionStore, ...loader };
};

let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  jest.resetModules();
  mockAreas.imports = 0;
  mockAreas.failures = 0;
  mockAreas.startAreas.mockReset();
});

afterEach(() => {
  unsubscribe();
  unsubscribe = () => undefined;
  jest.restoreAllMocks();
});

describe('the areas loader (ADR 0095)', () => {
  it('imports nothing while nobody is signed in, then imports and starts the areas once with the first signed-in moment', async () => {
    const { sessionStore, configureAreas } = await freshLoader();
    unsubscribe = configureAreas(deployment);
    await flush();
    expect(mockAreas.imports).toBe(0);

    sessionStore.setState({ isLoggedIn: true, me: makeMe() });
    await flush();
    expect(mockAreas.imports).toBe(1);
    expect(mockAreas.startAreas).toHaveBeenCalledTimes(1);
    expect(mockAreas.startAreas).toHaveBeenCalledWith(deployment);

    // Later changes of the session (signing out and in again) neither import nor start them again.
    sessionStore.setState({ isLoggedIn: false, me: null });
    sessionStore.setState({ isLoggedIn: true, me: makeMe() });
    await flush();
    expect(mockAreas.imports).toBe(1);
    expect(mockAreas.startAreas).toHaveBeenCalledTimes(1);
  });

  it('starts the areas at once when someone is already signed in as the deployment is known', async () => {
    const { sessionStore, configureAreas } = await freshLoader();
    sessionStore.setState({ isLoggedIn: true, me: makeMe() });
    unsubscribe = configureAreas(deployment);
    await flush();
    expect(mockAreas.imports).toBe(1);
    expect(mockAreas.startAreas).toHaveBeenCalledWith(deployment);
  });

  it('imports them for an area page while signed out (areasReady), once for every caller', async () => {
    const { configureAreas, areasReady } = await freshLoader();
    unsubscribe = configureAreas(deployment);
    const [first, second] = await Promise.all([areasReady(), areasReady()]);
    expect(first).toBe(second);
    expect(await areasReady()).toBe(first);
    expect(mockAreas.imports).toBe(1);
    expect(mockAreas.startAreas).toHaveBeenCalledTimes(1);
  });

  it('refuses areasReady before the deployment is known, and imports nothing', async () => {
    const { areasReady } = await freshLoader();
    await expect(areasReady()).rejects.toThrow('before the deployment was read');
    expect(mockAreas.imports).toBe(0);
  });

  it('a prefetch fetches the chunk without starting the areas; the start then reuses it', async () => {
    const { configureAreas, areasReady, prefetchAreas } = await freshLoader();
    prefetchAreas();
    prefetchAreas();
    await flush();
    expect(mockAreas.imports).toBe(1);
    expect(mockAreas.startAreas).not.toHaveBeenCalled();

    unsubscribe = configureAreas(deployment);
    await areasReady();
    expect(mockAreas.imports).toBe(1);
    expect(mockAreas.startAreas).toHaveBeenCalledTimes(1);
  });

  it('after a failed import the next caller imports again and starts the areas', async () => {
    const { configureAreas, areasReady } = await freshLoader();
    mockAreas.failures = 1;
    unsubscribe = configureAreas(deployment);
    await expect(areasReady()).rejects.toThrow('Loading chunk remote-apps failed.');
    expect(mockAreas.startAreas).not.toHaveBeenCalled();

    const areas = await areasReady();
    expect(areas.startAreas).toBe(mockAreas.startAreas);
    expect(mockAreas.imports).toBe(2);
    expect(mockAreas.startAreas).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is silent and leaves the import to the next caller', async () => {
    const { configureAreas, areasReady, prefetchAreas } = await freshLoader();
    mockAreas.failures = 1;
    prefetchAreas();
    await flush();
    expect(mockAreas.imports).toBe(1);

    unsubscribe = configureAreas(deployment);
    await areasReady();
    expect(mockAreas.imports).toBe(2);
    expect(mockAreas.startAreas).toHaveBeenCalledTimes(1);
  });

  it('a failed start on signing in is logged, and the next signed-in moment tries again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sessionStore, configureAreas } = await freshLoader();
    mockAreas.failures = 1;
    unsubscribe = configureAreas(deployment);
    sessionStore.setState({ isLoggedIn: true, me: makeMe() });
    await flush();
    expect(logged).toHaveBeenCalledWith('The areas could not be started', expect.any(Error));
    expect(mockAreas.startAreas).not.toHaveBeenCalled();

    // Any later change of a signed-in session asks again.
    sessionStore.setState({ me: makeMe() });
    await flush();
    expect(mockAreas.imports).toBe(2);
    expect(mockAreas.startAreas).toHaveBeenCalledTimes(1);
  });
});
