import { ApiSchema } from '@nestjs/swagger';
import { EnumField } from '../../common/validation/field.decorators';

export const HEALTH_PROBES = ['live', 'ready'] as const;
export type HealthProbe = (typeof HEALTH_PROBES)[number];

/** Query of getHealth (spec parameter HealthProbe). */
@ApiSchema({ name: 'HealthQuery' })
export class HealthQueryDto {
  @EnumField({ label: 'Probe', values: HEALTH_PROBES, required: false, default: 'ready', message: 'Probe must be live or ready.' })
  probe?: HealthProbe;
}
