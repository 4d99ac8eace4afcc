import type {ClientModule} from '@docusaurus/types';
import {hashOffset} from './hashOffset';

/**
 * A heading's anchor link (the "#" Docusaurus puts after every heading) copies the full address of that heading
 * and glides to it, so that a reader can paste a deep link straight away.
 */
export function headingUrl(anchor: HTMLAnchorElement, location: Location = window.location): string {
  const hash = anchor.getAttribute('href') ?? '';
  return `${location.origin}${location.pathname}${location.search}${hash}`;
}

export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

export function onHashLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a.hash-link');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const hash = anchor.getAttribute('href');
  if (!hash?.startsWith('#')) return;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  event.preventDefault();
  const url = headingUrl(anchor);
  window.history.pushState(window.history.state, '', url);
  const top = target.getBoundingClientRect().top + window.scrollY - hashOffset();
  window.scrollTo({top: Math.max(0, top), behavior: 'smooth'});
  copyText(url).then(
    () => {
      anchor.dataset.copied = 'true';
      setTimeout(() => delete anchor.dataset.copied, 2000);
    },
    (error: unknown) => console.error('failed to copy', error),
  );
}

const clientModule: ClientModule = {};

if (typeof document !== 'undefined') {
  // Capture phase: decide before the router's own link handling does.
  document.addEventListener('click', onHashLinkClick, true);
}

export default clientModule;
