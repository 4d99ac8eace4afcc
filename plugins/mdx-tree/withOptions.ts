/**
 * A remark plugin with its options bound, given to the docs plugin as a plain plugin rather than as
 * `[plugin, options]`.
 *
 * Docusaurus writes the whole site config into the JavaScript that every page loads, and the docs options' remark
 * plugins are part of it: a function becomes `null`, but an options object ships as it is. The site's remark plugins
 * take the site's folder (an absolute path on the build machine), so every reader would download the build
 * machine's folder names, once per plugin, for nothing. Bound here, the options stay on the build side.
 */

/** What unified calls a plugin with: the processor as `this`, the options as the argument. */
type RemarkPlugin<Options, Transformer> = (this: unknown, options: Options) => Transformer;

export function withOptions<Options, Transformer>(plugin: RemarkPlugin<Options, Transformer>, options: Options): (this: unknown) => Transformer {
  function bound(this: unknown): Transformer {
    return plugin.call(this, options);
  }
  // Named after the plugin, so that an error or a profile names the plugin that ran.
  Object.defineProperty(bound, 'name', {value: plugin.name});
  return bound;
}
