import { showsPaperlessPrompt } from './home-promotion';

describe('home page promotion (doc 1 §2: an advertisement or a paperless prompt)', () => {
  const deliveryOff = { isDelivery: false, dontShowEDelivery: false };

  it('shows the advertisement, not the prompt, while one is active and not hidden', () => {
    expect(showsPaperlessPrompt({ advertisementShown: true, ...deliveryOff })).toBe(false);
  });

  it('shows the paperless prompt when no advertisement is shown and delivery is off', () => {
    expect(showsPaperlessPrompt({ advertisementShown: false, ...deliveryOff })).toBe(true);
  });

  it('shows no prompt to a customer signed up for e-delivery', () => {
    expect(showsPaperlessPrompt({ advertisementShown: false, isDelivery: true, dontShowEDelivery: false })).toBe(false);
  });

  it('shows no prompt to a customer who chose not to see it', () => {
    expect(showsPaperlessPrompt({ advertisementShown: false, isDelivery: false, dontShowEDelivery: true })).toBe(false);
  });
});
