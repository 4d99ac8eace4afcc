import React from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath} from '@docusaurus/router';
import type {RouteConfig} from 'react-router-config';
import NotFound from '@theme/NotFound';

/**
 * The symbol pages of one docs version, as one route holding them (plugins/symbol-pages): a page elsewhere is matched
 * against that route alone rather than against each symbol's, which the app does at start-up and on every navigation.
 */
export default function SymbolPages({route, location}: {route: RouteConfig; location: {pathname: string}}): React.JSX.Element {
  const routes = route.routes ?? [];
  // `/docs/types/no-such-type`: the pattern matches, no page does.
  if (!routes.some((page) => matchPath(location.pathname, page))) return <NotFound />;
  return <>{renderRoutes(routes)}</>;
}
