import {useCallback, useEffect, useRef, useState} from 'react';

/** How long the button says "Copied!" after a successful copy. */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard and reports `copied` for two seconds. A failure changes nothing on screen: it is only
 * written to the console as "failed to copy".
 */
export function useCopy(text: string | (() => string)): {copied: boolean; copy: () => Promise<void>} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
    } catch (error) {
      console.error('failed to copy', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  }, [text]);
  return {copied, copy};
}
