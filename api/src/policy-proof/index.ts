export { PolicyProofModule } from './policy-proof.module';
export { PolicyProofService, type PolicyDetails, type PolicyProof } from './policy-proof.service';
export {
  holderNameMatches,
  licenseNumberMatches,
  MISSING_DETAIL_MESSAGES,
  mismatchReason,
  missingDetails,
  normalizeLicenseNumber,
  normalizeName,
  normalizeZip,
  parseUsDate,
  requiredFieldsFor,
  type HolderName,
  type PartTwoField,
} from './proof-rules';
export { DateOfBirthField, DriversLicenseField, PolicyHolderField, PolicyNumberField, PolicyProofRequestFields, ZipField } from './proof-fields';
