import React, {useEffect} from 'react';
import {act, render} from '@testing-library/react';
import ToastHost, {ensureToastArea} from '@site/src/components/ToastArea/host';

const mounted = jest.fn();
jest.mock('@site/src/components/ToastArea/index', () => ({
  __esModule: true,
  default: function FakeToastArea({onReady}: {onReady?: () => void}) {
    useEffect(() => {
      mounted();
      onReady?.();
    }, [onReady]);
    return <section aria-label="Notifications Alt+T" />;
  },
}));

describe('the toast host', () => {
  it('loads nothing until a toast is wanted, then resolves once the area is mounted', async () => {
    const {container} = render(<ToastHost />);
    expect(container.innerHTML).toBe('');
    expect(mounted).not.toHaveBeenCalled();
    let ready!: ReturnType<typeof ensureToastArea>;
    await act(async () => {
      ready = ensureToastArea();
    });
    // It hands out react-toastify's toast(), so callers need no import of the library themselves.
    expect(typeof (await ready).info).toBe('function');
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(container.querySelector('section')).toHaveAttribute('aria-label', 'Notifications Alt+T');
  });
});
