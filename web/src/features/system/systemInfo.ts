import type { SystemInfoMessage } from '@portal/generated-client';
import { api, unwrap } from '@/api/client';

/** GET /api/systeminfo: the messages staff publish (queries.ts caches it; the /login entry reads it directly). */
export const readSystemInfo = async (): Promise<SystemInfoMessage[]> => (await unwrap(api.system.getSystemInfo())) ?? [];
