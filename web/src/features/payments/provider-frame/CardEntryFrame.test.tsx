/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { CardEntryFrame } from './CardEntryFrame';
import { displayStatusDescription, FRAME_MESSAGE, type FrameInitMessage } from './frameProtocol';

const FRAME_ORIGIN = 'https://provider.example.test';
const FRAME_URL = `${FRAME_ORIGIN}/sandbox-provider/frame`;
const session = { authToken: 'sbxa.auth', sessionToken: 'sbxs.session.mac' };

function setup(props: Partial<Parameters<typeof CardEntryFrame>[0]> = {}) {
  const onFunded = jest.fn();
  const onError = jest.fn();
  render(<CardEntryFrame frameUrl={FRAME_URL} apiKey="sbx_pk_public" session={session} onFunded={onFunded} onError={onError} {...props} />);
  const iframe = screen.getByTitle('Card details') as HTMLIFrameElement;
  const frameWindow = iframe.contentWindow!;
  const posted = jest.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  act(() => {
    iframe.dispatchEvent(new Event('load'));
  });
  const init = posted.mock.calls[0]?.[0] as FrameInitMessage;
  /** A message arriving at the portal's window. */
  const arrive = (data: unknown, from: { origin?: string; source?: MessageEventSource | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: from.origin ?? FRAME_ORIGIN, source: from.source === undefined ? frameWindow : from.source }),
      );
    });
  return { iframe, frameWindow, posted, init, arrive, onFunded, onError };
}

const created = (messageId: string) => ({
  type: FRAME_MESSAGE.response,
  messageId,
  statusCode: 'Created',
  fundingAccountToken: 'sbx_fa_abc',
  fundingCategory: 'Credit',
  fundingMethod: 'visa',
  fundingAccountLastFourDigits: '1111',
});

describe('CardEntryFrame', () => {
  it("embeds the provider's frame with the fields the settings ask for; no card input is in the portal's own DOM", () => {
    const { iframe } = setup({ collectSecurityCode: true, collectZipCode: true });
    expect(iframe.src).toBe(`${FRAME_URL}?collectSecurityCode=1&collectZipCode=1`);
    expect(document.querySelector('input')).toBeNull();
  });

  it("posts the spec's init message (authorization, api key, session token, timestamp, message id) to the frame's origin only", () => {
    const { posted, init } = setup();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]![1]).toBe(FRAME_ORIGIN);
    expect(init).toEqual({
      type: FRAME_MESSAGE.init,
      authorization: 'sbxa.auth',
      apiKey: 'sbx_pk_public',
      sessionToken: 'sbxs.session.mac',
      timestamp: expect.any(Number),
      messageId: expect.any(String),
    });
  });

  it("hands the funding account to onFunded when the frame answers 'Created'", () => {
    const { init, arrive, onFunded, onError } = setup();
    arrive(created(init.messageId));
    expect(onFunded).toHaveBeenCalledWith({
      statusCode: 'Created',
      fundingAccountToken: 'sbx_fa_abc',
      fundingCategory: 'Credit',
      fundingMethod: 'visa',
      fundingAccountLastFourDigits: '1111',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('ignores a reply from another origin, another window, or for another init message', () => {
    const { init, arrive, onFunded } = setup();
    arrive(created(init.messageId), { origin: 'https://evil.example.test' });
    arrive(created(init.messageId), { source: window });
    arrive(created('another-message'));
    expect(onFunded).not.toHaveBeenCalled();
  });

  it("passes the provider's status descriptions to onError when the card is refused", () => {
    const { init, arrive, onError, onFunded } = setup();
    arrive({
      type: FRAME_MESSAGE.response,
      messageId: init.messageId,
      statusCode: 'Failed',
      statusDescriptions: ['INVALID_CARD_NUMBER: The card number is not valid'],
    });
    expect(onError).toHaveBeenCalledWith(['INVALID_CARD_NUMBER: The card number is not valid']);
    expect(onFunded).not.toHaveBeenCalled();
  });

  it('takes the height the frame reports', () => {
    const { iframe, arrive } = setup();
    arrive({ type: FRAME_MESSAGE.resize, height: 512.4 });
    expect(iframe.style.height).toBe('513px');
  });

  it('shows provider status descriptions with colons as " - "', () => {
    expect(displayStatusDescription('DECLINED: The card issuer declined the payment (do not honor)')).toBe(
      'DECLINED - The card issuer declined the payment (do not honor)',
    );
  });
});
