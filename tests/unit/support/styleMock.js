// CSS modules in tests: every class name is its own key, so a test can look for `styles.copied` as "copied".
module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? false : String(key))});
