import type { PaymentResultDto } from './dto/payment-replies.dto';
import { PAYMENT_MESSAGES } from './payment-rules';
import { inCallersLanguage, PENDING_MESSAGE } from './payments.service';

const line = (error: string | null, statusDescriptions: string[] = []) =>
  ({
    number: 1,
    policyNumber: 'CGL7300201',
    amount: 10,
    feeAmount: 0,
    status: 'Declined',
    confirmationNumber: null,
    error,
    statusDescriptions,
    method: {},
  }) as unknown as PaymentResultDto['confirmations'][number];

const reply = (...confirmations: PaymentResultDto['confirmations']): PaymentResultDto => ({
  status: 'Failed',
  totalAmount: 0,
  totalFeeAmount: 0,
  paymentDate: '2026-11-26',
  confirmations,
});

describe("a payment reply's texts in the caller's language (issue 17)", () => {
  it('gives a Spanish caller the failed and pending lines in Spanish, and keeps what has no Spanish (the provider reasons) as sent', () => {
    const spanish = inCallersLanguage(reply(line(PAYMENT_MESSAGES.failedToProcess, ['DECLINED - do not honor']), line(PENDING_MESSAGE), line(null)), 'es-US');
    expect(spanish.confirmations.map((c) => [c.error, c.statusDescriptions])).toEqual([
      ['No se pudo procesar el pago. Inténtelo de nuevo.', ['DECLINED - do not honor']],
      ['Este pago se está confirmando con el procesador de tarjetas. No vuelva a pagar: se completará en unos minutos.', []],
      [null, []],
    ]);
  });

  it("gives a Spanish caller the card processor's known reasons in Spanish, its code kept", () => {
    const spanish = inCallersLanguage(
      reply(
        line('DECLINED: The card issuer declined the payment (do not honor)', [
          'DECLINED - The card issuer declined the payment (do not honor)',
          'R01 - Insufficient funds',
        ]),
      ),
      'es-US',
    );
    expect(spanish.confirmations.map((c) => [c.error, c.statusDescriptions])).toEqual([
      [
        'DECLINED: El emisor de la tarjeta rechazó el pago (no aceptar)',
        ['DECLINED - El emisor de la tarjeta rechazó el pago (no aceptar)', 'R01 - Fondos insuficientes'],
      ],
    ]);
  });

  it('leaves an English reply as it is', () => {
    const english = reply(line(PAYMENT_MESSAGES.failedToProcess));
    expect(inCallersLanguage(english, 'en-US')).toEqual(english);
  });
});
