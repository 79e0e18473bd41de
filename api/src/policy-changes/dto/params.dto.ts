import { StringField } from '../../common/validation/field.decorators';

/** The {policyNumber} of /api/policysave/{policyNumber} (spec operations getPolicySave, savePolicyChange, deletePolicySave). */
export class PolicySaveParams {
  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
  })
  policyNumber: string;
}
