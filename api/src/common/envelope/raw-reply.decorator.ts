import { SetMetadata } from '@nestjs/common';

export const RAW_REPLY = 'portal:raw-reply';

/** Marks a handler whose reply is not JSON (an HTML page, a PDF, a spec file) and must not be enveloped. */
export const RawReply = () => SetMetadata(RAW_REPLY, true);
