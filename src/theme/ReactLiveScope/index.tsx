import React from 'react';

/**
 * The part of the live scope that every page can afford: React itself. The live code blocks of the docs also see
 * the OpenIAP operations of a simulated store, ErrorCode and a few helpers, but those come from ./scope, which the
 * Playground loads together with react-live only when a live example comes into view. This module is imported by
 * the theme's LiveCodeBlock on every page, so it must stay this small.
 */
const ReactLiveScope: Record<string, unknown> = {
  React,
  ...React,
};

export default ReactLiveScope;
