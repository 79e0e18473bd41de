import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, type ActivityEvent, IdleTimer, readIdleTimeouts } from '../idleTimer';
import { systemClock } from '../session';

export const IDLE_WARNING_MESSAGE = 'You are about to be logged out.';

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
  const timerRef = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const timer = new IdleTimer({
      ...readIdleTimeouts(localStorageOrUndefined()),
      clock: systemClock,
      onWarn: () => setWarning(true),
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

  return (
    <Modal opened={warning} onClose={stay} title={IDLE_WARNING_MESSAGE} closeOnClickOutside={false} withCloseButton={false} centered data-testid="idle-warning">
      <Text>You have not used the site for a while. To keep your account safe, we will log you out soon.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={logOut}>
          Log Out
        </Button>
        <Button onClick={stay} data-autofocus>
          Continue
        </Button>
      </Group>
    </Modal>
  );
}
