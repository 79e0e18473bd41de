/* Request DTOs of the back office's claim events (issue 16), field for field openapi AdminClaimEventRequest. */
import { ApiSchema } from '@nestjs/swagger';
import { EnumField, IntField, ObjectField, StringArrayField, StringField } from '../../common/validation/field.decorators';

/** The kinds staff may add: documentsReceived is recorded when the customer adds files. */
export const ADMIN_CLAIM_EVENT_KINDS = [
  'reported',
  'adjusterAssigned',
  'inspectionScheduled',
  'estimateWritten',
  'paymentIssued',
  'documentsRequested',
  'closed',
  'reopened',
] as const;
export type AdminClaimEventKind = (typeof ADMIN_CLAIM_EVENT_KINDS)[number];

const NOT_BLANK = /^[\s\S]*\S[\s\S]*$/;

@ApiSchema({ name: 'AdminClaimEventAdjuster' })
export class AdminClaimEventAdjusterDto {
  @StringField({
    label: 'Adjuster name',
    minLength: 1,
    maxLength: 120,
    pattern: NOT_BLANK,
    patternMessage: 'Enter the adjuster’s name.',
    description: 'Name.',
    example: 'Alicia Moreno',
  })
  name: string;

  @StringField({
    label: 'Adjuster phone',
    maxLength: 10,
    pattern: /^[0-9]{10}$/,
    patternMessage: 'Invalid phone number. Enter 10 digits.',
    required: false,
    nullable: true,
    description: 'Phone, 10 digits.',
    example: '3175550214',
  })
  phone?: string | null;

  @StringField({
    label: 'Adjuster email',
    maxLength: 254,
    format: 'email',
    formatMessage: 'Enter a valid email address.',
    required: false,
    nullable: true,
    description: 'Email address.',
    example: 'alicia.moreno@harbormutual.example.com',
  })
  email?: string | null;
}

@ApiSchema({ name: 'AdminClaimEventRequest' })
export class AdminClaimEventRequestDto {
  @EnumField({
    label: 'Event',
    values: ADMIN_CLAIM_EVENT_KINDS,
    description: 'The event (documentsReceived is recorded when the customer adds files, not here).',
    example: 'documentsRequested',
  })
  kind: AdminClaimEventKind;

  @ObjectField({ label: 'Adjuster', type: () => AdminClaimEventAdjusterDto, required: false, description: 'adjusterAssigned.' })
  adjuster?: AdminClaimEventAdjusterDto;

  @StringField({
    label: 'Scheduled for',
    format: 'date-time',
    maxLength: 40,
    required: false,
    description: 'inspectionScheduled, the appointment.',
    example: '2026-11-30T14:00:00.000Z',
  })
  scheduledFor?: string;

  @IntField({
    label: 'Amount',
    format: 'int64',
    minimum: 0,
    maximum: 100_000_000_000,
    required: false,
    description: 'estimateWritten and paymentIssued, in cents.',
    example: 184250,
  })
  amountCents?: number;

  @StringField({
    label: 'Payment date',
    format: 'date',
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    patternMessage: 'Payment date must be a date such as 2026-11-25.',
    required: false,
    description: 'paymentIssued, the day it was issued.',
    example: '2026-11-25',
  })
  paymentDate?: string;

  @EnumField({ label: 'Payment method', values: ['check', 'directDeposit'] as const, required: false, description: 'paymentIssued.', example: 'check' })
  paymentMethod?: 'check' | 'directDeposit';

  @StringArrayField({
    label: 'Requested items',
    minItems: 1,
    maxItems: 20,
    item: { minLength: 1, maxLength: 200, pattern: NOT_BLANK, patternMessage: 'Every requested item needs a name.' },
    required: false,
    description: 'documentsRequested, the items asked for (each joins the customer’s checklist).',
  })
  items?: string[];

  @StringField({
    label: 'Note',
    maxLength: 2000,
    pattern: /^[\s\S]*$/,
    required: false,
    description: 'A note shown with the event.',
    example: 'From the tow yard, please.',
  })
  note?: string;
}
