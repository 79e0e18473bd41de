/** The file storage port lives in common/storage (certificates of insurance use it too); claims keep their names for it. */
export { FileStorage as ClaimFileStorage, LocalFileStorage as LocalClaimFileStorage } from '../../common/storage/file-storage';
