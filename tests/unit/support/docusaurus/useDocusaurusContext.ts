/**
 * Stand-in for @docusaurus/useDocusaurusContext: a site config whose only custom field is the speed mechanisms the
 * build left out (none, unless a test says otherwise with setSpeedOff).
 */
let speedOff: string[] = [];

export function setSpeedOff(names: string[]): void {
  speedOff = names;
}

export default function useDocusaurusContext(): {siteConfig: {customFields: Record<string, unknown>}} {
  return {siteConfig: {customFields: speedOff.length > 0 ? {speedOff} : {}}};
}
