/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * The live example itself, loaded on demand by src/theme/Playground: the theme's editor and preview (react-live),
 * wired to a simulated store of the example's own, with the sandbox's switches above and its event log beside the
 * result. Everything imported here ends up in the lazily loaded chunk, never in a page's first download.
 */
import React, {useCallback, useContext, useEffect, useMemo, useState} from 'react';
import type {Props as PlaygroundProps} from '@theme/Playground';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundProvider from '@theme/Playground/Provider';
import PlaygroundEditor from '@theme/Playground/Editor';
import PlaygroundPreview from '@theme/Playground/Preview';
import {PlaygroundProvider as PlaygroundResetProvider} from '@docusaurus/theme-live-codeblock/client';
import type {IapPlatform as Platform} from '@site/spec';
import {createSimulatedStore, type SandboxConstants} from '@site/src/sandbox';
import {createLiveScope} from '@site/src/theme/ReactLiveScope/scope';
import {SandboxConfigContext, SandboxStoreContext} from '../SandboxProvider/context';
import SandboxPanel from '../SandboxPanel';
import {parseLiveMeta} from './meta';
import SandboxEventLog from '../SandboxEventLog';
import styles from './styles.module.css';

/** How long the simulated store's sheets and servers take to answer, so a reader can watch the states change. */
const LATENCY_MS = 300;

type Props = PlaygroundProps & {
  metastring?: string;
  /** The simulated store's rules for the page's docs version, downloaded with this code (src/theme/Playground). */
  constants?: SandboxConstants;
};

export default function SandboxPlayground({children, transformCode, position, scope, metastring, constants, ...rest}: Props): React.JSX.Element {
  void position; // the sandbox has its own layout: editor above, result and event log side by side below
  const config = useContext(SandboxConfigContext);
  if (!config || !constants) throw new Error('A live example (```jsx live) runs only inside <SandboxProvider>, which gives it the rules of the docs version.');
  const meta = useMemo(() => parseLiveMeta(metastring), [metastring]);
  const [platform, setPlatform] = useState<Platform>(meta.platform ?? 'ios');
  const [generation, setGeneration] = useState(0);
  const [launch, setLaunch] = useState(0);

  const store = useMemo(
    () => createSimulatedStore({platform, constants, latencyMs: LATENCY_MS}),
    // A new generation (Reset) or platform means a fresh store.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generation is read by no code, only its change matters
    [platform, generation, constants],
  );
  useEffect(() => () => store.dispose(), [store]);

  const liveScope = useMemo(() => ({...(scope as Record<string, unknown>), ...createLiveScope(store)}), [scope, store]);

  // The editor's Reset button: the original code and a fresh store.
  const reset = useCallback(() => {
    setGeneration((value) => value + 1);
    setLaunch(0);
  }, []);
  const resetValue = useMemo(() => ({reset}), [reset]);

  const relaunch = useCallback(() => {
    store.relaunch();
    setLaunch((value) => value + 1);
  }, [store]);

  const changePlatform = useCallback((next: Platform) => {
    setPlatform(next);
    setLaunch(0);
  }, []);

  return (
    <SandboxStoreContext.Provider value={store}>
      <div className={styles.sandbox} data-sandbox-platform={store.platform}>
        <PlaygroundContainer>
          <PlaygroundProvider key={generation} code={children} scope={liveScope} transformCode={transformCode} metastring={metastring} {...rest}>
            <PlaygroundResetProvider value={resetValue}>
              <SandboxPanel
                store={store}
                controls={meta.controls}
                onPlatformChange={meta.lockPlatform ? undefined : changePlatform}
                onRelaunch={relaunch}
                docsVersion={config.docsVersion}
              />
              <PlaygroundEditor />
              <div className={styles.run}>
                <div className={styles.result} data-sandbox-result>
                  <PlaygroundPreview key={`${store.platform}-${launch}`} />
                </div>
                <SandboxEventLog store={store} className={styles.log} />
              </div>
            </PlaygroundResetProvider>
          </PlaygroundProvider>
        </PlaygroundContainer>
      </div>
    </SandboxStoreContext.Provider>
  );
}
