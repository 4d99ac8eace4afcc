import type {ClientModule} from '@docusaurus/types';

/**
 * A bar at the top of the window while a slow navigation loads the next page's code, as readers know from the theme,
 * drawn by CSS (`html[data-navigating]` in src/css/custom.css) instead of the nprogress library the theme would load
 * into every page. Navigations that finish quickly show nothing.
 */
export const PROGRESS_DELAY_MS = 200;
export const NAVIGATING_ATTRIBUTE = 'data-navigating';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(() => document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, ''), PROGRESS_DELAY_MS);
    // Called as soon as the new page is in place, whether or not the bar has appeared.
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  },
};

export default clientModule;
