/** Remark plugins given with their options bound, so that the options stay out of the site config (plugins/mdx-tree/withOptions). */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {withOptions} from '@site/plugins/mdx-tree/withOptions';

interface Options {
  siteDir: string;
}

/** A remark plugin that records what it was called with. */
function remarkRecorder(this: unknown, options: Options) {
  remarkRecorder.calls.push({self: this, options});
  return () => undefined;
}
remarkRecorder.calls = [] as {self: unknown; options: Options}[];

beforeEach(() => {
  remarkRecorder.calls = [];
});

describe('a remark plugin with bound options', () => {
  it('runs with its options and with the processor as `this`, whatever unified passes it', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(withOptions(remarkRecorder, {siteDir: '/build/site'}));
    await processor.run(processor.parse('# A page'));
    expect(remarkRecorder.calls).toHaveLength(1);
    expect(remarkRecorder.calls[0].options).toEqual({siteDir: '/build/site'});
    expect(remarkRecorder.calls[0].self).toBe(processor);
  });

  it('keeps the plugin name, so that an error or a profile names the plugin that ran', () => {
    expect(withOptions(remarkRecorder, {siteDir: '/build/site'}).name).toBe('remarkRecorder');
  });

  it('leaves nothing of its options in the config as Docusaurus serializes it for the browser', () => {
    const docs = {beforeDefaultRemarkPlugins: [withOptions(remarkRecorder, {siteDir: '/build/site'})]};
    expect(JSON.stringify(docs)).toBe('{"beforeDefaultRemarkPlugins":[null]}');
    // What the config held before: the options, folder and all, next to a null plugin.
    expect(JSON.stringify({beforeDefaultRemarkPlugins: [[remarkRecorder, {siteDir: '/build/site'}]]})).toContain('/build/site');
  });
});
