import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, type ActivityEvent, IdleTimer, readIdleTimeouts } from '../idleTimer';
import { systemClock } from '../session';

/**
 * The warning dialog's code (IdleWarningDialog.tsx, with Mantine's Modal, about 27 kB): not part
 * of the screen's load; fetched a minute before the warning can first be due (at once with the
 * short times browser tests set), so the warning shows at once when due.
 */
const loadWarningDialog = () => import('./IdleWarningDialog');
const LazyIdleWarningDialog = lazy(() => loadWarningDialog().then((module) => ({ default: module.IdleWarningDialog })));

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The idle timer of doc 1 §4 "Session", mounted by signed-in screens: a warning with Continue
 * and Log Out after 19 minutes without activity, /logout after 20. The times can be shortened
 * through localStorage 'portal.idleTimeouts' (see idleTimer.ts).
 */
export function IdleWatcher() {
  const navigate = useNavigate();
  const [warning, setWarning] = useState(false);
  // Mounted from the first warning on, so closing it keeps the Modal's closing transition.
  const [warned, setWarned] = useState(false);
  const timerRef = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const timeouts = readIdleTimeouts(localStorageOrUndefined());
    // Offline without the precache the warning simply loads when due (or not at all).
    const preload = window.setTimeout(() => void loadWarningDialog().catch(() => undefined), Math.max(0, timeouts.warnMs - 60_000));
    const timer = new IdleTimer({
      ...timeouts,
      clock: systemClock,
      onWarn: () => {
        setWarned(true);
        setWarning(true);
      },
      onTimeout: () => {
        setWarning(false);
        void navigate({ to: '/logout' });
      },
    });
    const onActivity = (event: Event) => timer.activity(event.type as ActivityEvent);
    const options: AddEventListenerOptions = { passive: true, capture: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    timerRef.current = timer;
    timer.start();
    return () => {
      window.clearTimeout(preload);
      timer.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      timerRef.current = null;
    };
  }, [navigate]);

  const stay = () => {
    setWarning(false);
    timerRef.current?.reset();
  };

  const logOut = () => {
    setWarning(false);
    timerRef.current?.stop();
    void navigate({ to: '/logout' });
  };

  if (!warned) return null;
  return (
    <Suspense fallback={null}>
      <LazyIdleWarningDialog opened={warning} onStay={stay} onLogOut={logOut} />
    </Suspense>
  );
}
