/**
 * The paint-first page template: the HTML page every route is rendered into (Docusaurus's `ssrTemplate`, an Eta
 * template), which requests the page's bundles only after the browser has painted it.
 *
 * It differs from Docusaurus's own in two things:
 * - The bundles are requested from the end of <body> once the browser has painted the server-rendered page, instead
 *   of by `<script defer>` tags in <head>. With `defer`, a browser that already has the bundles when it finishes
 *   parsing runs them (React, the router, hydration: hundreds of milliseconds on a phone) before its first paint, so
 *   a page whose text is all in the HTML is shown late. Here the bundles are requested when the browser reports the
 *   page's first contentful paint: the reader sees the page first and it becomes interactive right after. The
 *   bundles still run in order; a tab opened in the background (which does not paint) and a browser without paint
 *   timing load them at once.
 * - The first frame is the page, not an empty body. The colour-mode script at the top of <body> must wait for the
 *   stylesheet; when the stylesheet arrived during that wait, Chromium drew a frame of the still empty body before
 *   running the script and parsing the rest. A `<link rel=expect blocking=render>` to the loader's script, the last
 *   element of the page, holds rendering until the page is parsed (or, in a browser without it, changes nothing).
 *   Lighthouse's simulation took that empty frame for the page's first layout, and counted the real one, the
 *   largest task of a long page, as blocking time after the first paint: 60 to 100 ms of TBT on the long reference
 *   pages, in a same-run comparison at a 9.4x slowdown.
 */
import type {Plugin} from '@docusaurus/types';

const FIRST_PAINT_LOADER = `(function (urls) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (document.visibilityState === 'hidden' || !paintTiming) {
    start();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({type: 'paint', buffered: true});
  // A page that never paints any content still gets its bundles.
  setTimeout(start, 3000);
})`;

/**
 * The name under which the loader is defined. Docusaurus sends the site's config, page template included, to the
 * browser in the main bundle; so the template only calls the loader, and the plugin below defines it in each page
 * (half a kilobyte less JavaScript on every page, gzipped).
 */
export const LOADER_GLOBAL = '__openiapLoadBundles';

/** The script the plugin puts in every page, before the template's call. */
export const LOADER_DEFINITION = `window.${LOADER_GLOBAL} = ${FIRST_PAINT_LOADER};`;

/** The id of the template's call to the loader: the last element of every page, which rendering waits for. */
export const BUNDLE_LOADER_ID = 'bundle-loader';

/** Defines the loader at the end of each page's body, where the template's call follows it. */
export default function paintFirstTemplatePlugin(): Plugin {
  return {
    name: 'paint-first-template',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: LOADER_DEFINITION}]};
    },
  };
}

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<link rel="expect" href="#${BUNDLE_LOADER_ID}" blocking="render">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script id="${BUNDLE_LOADER_ID}">${LOADER_GLOBAL}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
</body>
</html>`;
