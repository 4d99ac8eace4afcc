import type {ClientModule} from '@docusaurus/types';

type HashTarget = typeof import('./hashTarget');
let hashTarget: HashTarget | undefined;

/**
 * Every path change starts at the top of the new page; a URL with a hash then scrolls to its target (./hashTarget.ts,
 * loaded only for such a URL). Resolves once that scroll is scheduled.
 */
export async function handleRouteChange(
  location: {pathname: string; hash: string},
  previousPathname?: string,
  load: () => Promise<HashTarget> = () => import('./hashTarget'),
): Promise<void> {
  hashTarget?.cancelHashScroll();
  if (previousPathname !== undefined && previousPathname !== location.pathname) {
    window.scrollTo({top: 0, left: 0, behavior: 'auto'});
  }
  if (!location.hash) return;
  hashTarget = await load();
  hashTarget.scrollToHash(location.hash);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    void handleRouteChange(location, previousLocation?.pathname);
  },
};

export default clientModule;
