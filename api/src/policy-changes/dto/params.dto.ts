import { PolicyNumberField } from './requests.dto';

/** The {policyNumber} of /api/policysave/{policyNumber} (spec operations getPolicySave, savePolicyChange, deletePolicySave). */
export class PolicySaveParams {
  @PolicyNumberField({ example: undefined })
  policyNumber: string;
}
