// Stands in for @docusaurus/utils-common's index in the browser bundle. The real index is CommonJS compiled with
// tslib's __exportStar/__importDefault helpers, which pulls all of tslib (3-4 KiB gzipped) into every page for one
// default import. This ES module exposes the same names from the package's own files (tests/unit/bundleSplit.test.ts
// checks that names and values stay the same).
export {default as applyTrailingSlash, addTrailingSlash, addLeadingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

// Not in a file of its own upstream: the id of a blog post's container (this site has no blog).
export const blogPostContainerID = '__blog-post-container';
