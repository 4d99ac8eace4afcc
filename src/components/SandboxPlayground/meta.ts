import type {IapPlatform as Platform} from '@site/spec';
import {DEFAULT_CONTROLS, type SandboxControl} from '../SandboxPanel';

export interface LiveMeta {
  platform: Platform | null;
  controls: readonly SandboxControl[];
  lockPlatform: boolean;
}

/** Reads the sandbox settings of a live code block's meta: ```jsx live platform=android controls="outcome,clock". */
export function parseLiveMeta(metastring: string | undefined): LiveMeta {
  const values = new Map<string, string>();
  for (const match of (metastring ?? '').matchAll(/([\w-]+)=(?:"([^"]*)"|(\S+))/g)) values.set(match[1], match[2] ?? match[3]);
  const platform = values.get('platform');
  const controls = values.get('controls');
  return {
    platform: platform === 'ios' || platform === 'android' ? platform : null,
    controls: controls
      ? (controls
          .split(',')
          .map((control) => control.trim())
          .filter(Boolean) as SandboxControl[])
      : DEFAULT_CONTROLS,
    lockPlatform: /(^|\s)lockPlatform(\s|$)/.test(metastring ?? ''),
  };
}
