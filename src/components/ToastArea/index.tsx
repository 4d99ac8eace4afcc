import React, {useEffect} from 'react';
import {ToastContainer} from 'react-toastify';
import styles from './styles.module.css';

/** Alt+T moves focus to the newest toast, so that keyboard users can reach its buttons. */
export function isToastHotKey(event: KeyboardEvent): boolean {
  return event.altKey && event.code === 'KeyT';
}

/**
 * The app-level toast area. It lives in Root, outside the colour-mode context, so its colours come from the theme's
 * CSS variables rather than from a prop.
 *
 * The app-level toast area: bottom centre, newest on top, pauses when the window loses focus, no close button. */
export default function ToastArea({onReady}: {onReady?: () => void}): React.JSX.Element {
  // Toasts raised before the container existed wait for this signal (see ./host.tsx).
  useEffect(() => onReady?.(), [onReady]);
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={5000}
      newestOnTop
      pauseOnFocusLoss
      closeButton={false}
      draggablePercent={80}
      role="alert"
      hotKeys={isToastHotKey}
      className={styles.area}
    />
  );
}
