import { Alert, Button } from '@mantine/core';
import type { startAuthentication } from '@simplewebauthn/browser';
import type { PasskeyRequestOptions } from '@portal/generated-client';
import { useEffect, useRef, useState } from 'react';
import { useAppNavigate } from '@/features/shell';
import { finishPasskeySignIn, startPasskeySignIn } from '../calls';
import { passkeyErrorMessage } from '../passkeyErrors';
import { startSession } from '../runtime';
import { useAuthText } from '../i18n';

type RequestOptionsJSON = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type WebAuthnModule = typeof import('@simplewebauthn/browser');

/*
 * @simplewebauthn/browser is not part of /login's first load (issue 10: its chunk was 0.8 kB
 * gzip of it): it is fetched right after the first render, by the effect that starts the
 * autofill ceremony, so it is there before anyone can press the button (which loads it too).
 */
const loadWebAuthn = (): Promise<WebAuthnModule> => import('@simplewebauthn/browser');

/** Whether the browser has WebAuthn, without the library (its `browserSupportsWebAuthn` checks the same), so the button shows in the first render. */
function browserSupportsWebAuthn(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

/** An abort of a waiting ceremony (the autofill one when the button starts another, or leaving the page) is no error. */
function isAbort(error: unknown): boolean {
  const name = error && typeof error === 'object' && 'name' in error ? (error as { name: unknown }).name : '';
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : '';
  return name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/**
 * "Sign in with a passkey" on /login (issue 17), and the browser's passkey autofill: where
 * the browser offers conditional mediation, the username field (autocomplete "username
 * webauthn") lists the portal's passkeys, and choosing one signs in without the button.
 * `rememberMe` reads the form's Remember me box at the moment of signing in.
 */
export function PasskeySignIn({ rememberMe }: { rememberMe: () => boolean }) {
  const { t } = useAuthText();
  const navigate = useAppNavigate();
  // What the ceremony threw, worded when shown: the words follow a language chosen after it failed.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [supported] = useState(() => browserSupportsWebAuthn());
  const mounted = useRef(true);
  // The library once loaded: leaving the page cancels a waiting ceremony through it.
  const webAuthn = useRef<WebAuthnModule | null>(null);

  /** The browser's part: the passkey dialog, or the username autofill's list. Resolves when the user has picked a passkey. */
  const ask = async (options: PasskeyRequestOptions, autofill: boolean) => {
    const library = await loadWebAuthn();
    webAuthn.current = library;
    return library.startAuthentication({ optionsJSON: options as RequestOptionsJSON, useBrowserAutofill: autofill });
  };

  /** The portal's part, once a passkey was picked: the server checks it and the session starts. */
  const complete = async (response: Awaited<ReturnType<typeof ask>>) => {
    setBusy(true);
    const reply = await finishPasskeySignIn({ response, rememberMe: rememberMe() });
    const target = await startSession(reply, true);
    await navigate(target);
  };

  useEffect(() => {
    mounted.current = true;
    void (async () => {
      const library = await loadWebAuthn().catch(() => null);
      if (!library || !mounted.current) return;
      webAuthn.current = library;
      if (!(await library.browserSupportsWebAuthnAutofill())) return;
      let response: Awaited<ReturnType<typeof ask>>;
      try {
        const options = await startPasskeySignIn();
        if (!mounted.current) return;
        response = await ask(options, true);
      } catch {
        // Nothing was asked of the user yet: the options call failed, the ceremony was aborted
        // (the button started another), or the browser refused it (a SecurityError where the
        // page is not the portal's own address). The page stays quiet; the button, pressed,
        // says what is wrong.
        return;
      }
      try {
        if (mounted.current) await complete(response);
      } catch (err) {
        if (mounted.current && !isAbort(err)) setFailure({ error: err });
        if (mounted.current) setBusy(false);
      }
    })();
    return () => {
      mounted.current = false;
      webAuthn.current?.WebAuthnAbortService.cancelCeremony();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page: the autofill ceremony must not restart on each render
  }, []);

  const signIn = async () => {
    setFailure(null);
    setBusy(true);
    try {
      // Starting this ceremony cancels the autofill one (one WebAuthn call at a time).
      await complete(await ask(await startPasskeySignIn(), false));
    } catch (err) {
      if (mounted.current) {
        setFailure({ error: err });
        setBusy(false);
      }
    }
  };

  if (!supported) return null;
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" title={t('passkey.failed')} role="alert" data-testid="passkey-failure">
          {passkeyErrorMessage(failure.error, 'signIn')}
        </Alert>
      )}
      <Button type="button" variant="default" fullWidth loading={busy} onClick={() => void signIn()}>
        {t('passkey.signIn')}
      </Button>
    </>
  );
}
