/** Stand-in for @docusaurus/router: a history that records where the app was sent. */
export const pushed: string[] = [];

export function useHistory() {
  return {push: (to: string) => pushed.push(to)};
}

export function useLocation() {
  return {pathname: '/', hash: '', search: ''};
}
