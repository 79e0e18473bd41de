/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useHomeScrollState } from './useHomeScrollState';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('useHomeScrollState (doc 1 §2 scroll rules)', () => {
  it('shows the welcome area and hides the shortcuts at the top of the page', () => {
    const { result } = renderHook(() => useHomeScrollState());
    expect(result.current).toEqual({ showWelcome: true, showShortcuts: false });
  });

  it('reads the scroll position the page already has when it mounts', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    const { result } = renderHook(() => useHomeScrollState());
    expect(result.current).toEqual({ showWelcome: false, showShortcuts: true });
  });

  it('hides the welcome past 64 px of scroll and shows the shortcuts from 128 px', () => {
    const { result } = renderHook(() => useHomeScrollState());
    scrollTo(64);
    expect(result.current).toEqual({ showWelcome: true, showShortcuts: false });
    scrollTo(65);
    expect(result.current).toEqual({ showWelcome: false, showShortcuts: false });
    scrollTo(128);
    expect(result.current).toEqual({ showWelcome: false, showShortcuts: true });
    scrollTo(0);
    expect(result.current).toEqual({ showWelcome: true, showShortcuts: false });
  });

  it('renders the page only when a flag changes, not on mount or on every scroll event', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useHomeScrollState();
    });
    expect(renders).toBe(1);
    scrollTo(10);
    scrollTo(40);
    expect(renders).toBe(1);
    scrollTo(100);
    expect(renders).toBe(2);
    scrollTo(110);
    expect(renders).toBe(2);
  });

  it('stops listening when the page unmounts', () => {
    const { result, unmount } = renderHook(() => useHomeScrollState());
    unmount();
    scrollTo(500);
    expect(result.current).toEqual({ showWelcome: true, showShortcuts: false });
  });
});
