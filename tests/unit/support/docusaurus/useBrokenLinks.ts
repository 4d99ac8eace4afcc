/** Stand-in for @docusaurus/useBrokenLinks: records the anchors components declare, for tests to read. */
export const collectedAnchors: string[] = [];
export const collectedLinks: string[] = [];

export default function useBrokenLinks() {
  return {
    collectAnchor: (anchor: string) => collectedAnchors.push(anchor),
    collectLink: (link: string) => collectedLinks.push(link),
  };
}
