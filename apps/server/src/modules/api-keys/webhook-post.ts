import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  hostOf,
  isPublicAddress,
  NotPublicError,
  publicOnlyLookup,
  type Resolver,
} from './webhook-address';

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  /** Set in production: the socket may connect only to public addresses this resolver gives. */
  publicOnly?: Resolver;
}

/**
 * One POST; resolves to the status code (the body is discarded). Redirects are not followed: a
 * 3xx is just an answer. With `publicOnly` the connection's own DNS lookup is the checked one,
 * and an IP literal must be public, so a check cannot be passed with one address and the request
 * sent to another.
 */
export function postWebhook(post: WebhookPost): Promise<number> {
  const url = new URL(post.url);
  if (post.publicOnly && isIP(hostOf(url)) && !isPublicAddress(hostOf(url))) {
    return Promise.reject(new NotPublicError(hostOf(url)));
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body) },
        signal: post.signal,
        ...(post.publicOnly ? { lookup: publicOnlyLookup(post.publicOnly) } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(post.body);
  });
}
