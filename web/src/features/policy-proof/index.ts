/** Proving a policy is the user's (doc 1 §5): used by registration, Add Policy and one-time payment. */
export { PolicyIdentityFields } from './components/PolicyIdentityFields';
export { PolicyProofFields } from './components/PolicyProofFields';
export {
  DATE_MESSAGE,
  type PolicyProofField,
  type ProofRules,
  type ProofSchema,
  type ProofValues,
  proofErrors,
  proofFieldsFor,
  proofRules,
} from './proofRules';
