/** Stand-in for @docusaurus/useGlobalData: tests set the plugin data they need with setPluginData. */
const data = new Map<string, unknown>();

export function setPluginData(pluginName: string, value: unknown): void {
  data.set(pluginName, value);
}

export function usePluginData(pluginName: string): unknown {
  if (!data.has(pluginName)) throw new Error(`test: no plugin data set for ${pluginName}`);
  return data.get(pluginName);
}

export default function useGlobalData(): Record<string, unknown> {
  return Object.fromEntries(data);
}
