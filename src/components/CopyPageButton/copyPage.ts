/**
 * What the "Copy page as Markdown" button does once pressed, loaded only then: fetch the page's Markdown, put it on
 * the clipboard, and say in a toast whether that worked.
 */
import {ensureToastArea} from '@site/src/components/ToastArea/host';

async function fetchMarkdown(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error('the site could not be reached');
  }
  if (!response.ok) throw new Error(`the site answered ${response.status}`);
  return response.text();
}

/**
 * Puts the text on the clipboard. Where the browser accepts a clipboard item whose content is still on its way, the
 * copy is started at once, while the click still counts as the reader's gesture (Safari requires it); otherwise the
 * text is written once it has arrived.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('this browser gives the page no clipboard');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    try {
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // A failed fetch is the reader's news; any other failure may be a browser that takes no pending content.
      await text;
      if (!(error instanceof TypeError)) throw error;
    }
  }
  await clipboard.writeText(await text);
}

/** Copies the Markdown at `url` and tells the reader how it went. Resolves to whether it was copied. */
export async function copyPageMarkdown(url: string): Promise<boolean> {
  const text = fetchMarkdown(url);
  // Either outcome is reported once; an early rejection must not go unhandled while the clipboard waits.
  text.catch(() => undefined);
  let failure: string | undefined;
  try {
    await writeToClipboard(text);
  } catch (error) {
    failure = error instanceof Error && error.name !== 'NotAllowedError' ? error.message : 'the browser did not allow it';
  }
  const toast = await ensureToastArea();
  if (failure === undefined) {
    toast.success('Copied this page as Markdown.');
    return true;
  }
  toast.error(`Could not copy this page as Markdown: ${failure}. Its Markdown is at ${url}.`);
  return false;
}
