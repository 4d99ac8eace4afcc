/**
 * Stand-in for @docusaurus/router: a history that records where the app was sent, and whose location an in-place
 * replace changes (as the address bar does). A test may set `location` before it renders.
 */
export const pushed: string[] = [];

export const location = {pathname: '/', hash: '', search: ''};

const history = {
  location,
  push: (to: string) => pushed.push(to),
  replace: (to: {pathname: string; hash: string; search: string}) => Object.assign(location, to),
};

export function useHistory() {
  return history;
}

export function useLocation() {
  return {...location};
}
