type Controller = { startOpenQubeBanner(): () => void };

let starting: Promise<void> | null = null;

/**
 * MM-126: the open-qube banner shows on every page, so its controller starts with this area (its single-spa bootstrap,
 * once per page) and is never released: it follows the session and the live updates from then on, whichever area is
 * mounted. The controller (and its API reads) comes in a chunk of its own, after the area's first paint is under way.
 */
export function startOpenQubeBannerOnce(load: () => Promise<Controller> = () => import('./openQubeStore')): Promise<void> {
  starting ??= load().then(
    (controller) => {
      controller.startOpenQubeBanner();
    },
    (error: unknown) => {
      // A chunk that failed to load: the banner stays away; the next bootstrap of a fresh page tries again.
      starting = null;
      console.error('The open qube banner could not start', error);
    },
  );
  return starting;
}
