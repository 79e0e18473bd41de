import type { BaseHttpRequest, ErrorCode } from '@portal/generated-client';
import { api, ApiReplyError, type ReplyEnvelope } from './client';

type ApiRequestOptions = Parameters<BaseHttpRequest['request']>[0];

export interface MultipartPost {
  /** The operation's path as the spec writes it (e.g. '/api/claim/{claimNumber}/documents'): what the token resolver is asked for. */
  operation: string;
  /** The path with its parameters filled in. */
  path: string;
  body: FormData;
  /** Bytes of the body sent so far, of the total (only when the browser knows the total). */
  onProgress: (sent: number, total: number) => void;
  /** The line shown when a refusal carries no text of its own. */
  fallbackError: string;
  /** The line shown when the request never reached the server. */
  connectionError: string;
}

/**
 * A multipart POST over XMLHttpRequest, for the uploads whose progress a screen shows: fetch
 * (and so the generated client) cannot report how much of a request body has been sent. The
 * request goes where the generated client would send it (its base URL, credentials mode) with
 * the bearer token its resolver gives (which renews an expired session first), and a refusal
 * becomes the same ApiReplyError `unwrap` throws (its lines, field errors, status and code).
 */
export async function postMultipartWithProgress<T>(p: MultipartPost): Promise<T> {
  const config = api.request.config;
  const options: ApiRequestOptions = { method: 'POST', url: p.operation, errors: { 401: 'Unauthorized' } };
  const token = typeof config.TOKEN === 'function' ? await config.TOKEN(options) : (config.TOKEN ?? '');
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.BASE}${p.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = config.WITH_CREDENTIALS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) p.onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      let reply: ReplyEnvelope<T> | null = null;
      try {
        reply = JSON.parse(xhr.responseText) as ReplyEnvelope<T>;
      } catch {
        reply = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && reply?.success && reply.result) resolve(reply.result);
      else
        reject(
          new ApiReplyError(
            reply?.errors?.length ? reply.errors : [p.fallbackError],
            reply?.fieldErrors ?? {},
            xhr.status,
            reply?.code as ErrorCode | undefined,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiReplyError([p.connectionError]));
    xhr.onabort = () => reject(new ApiReplyError(['The upload was stopped.']));
    xhr.send(p.body);
  });
}
