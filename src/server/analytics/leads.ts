/** The source a lead is kept with (issue 28): from the Referer of the page whose form sent it; nothing personal. */
import type { FastifyRequest } from 'fastify';
import { leadSourceOf, ownHostsOf } from './classify';

let hosts: { publicUrl: string; own: Set<string> } | null = null;

/** `{ source, campaign }` of the visit that posted `request`'s form. */
export function leadSource(request: FastifyRequest): { source: string; campaign: string | null } {
  const { publicUrl } = request.server.config;
  if (hosts?.publicUrl !== publicUrl) hosts = { publicUrl, own: ownHostsOf(publicUrl) };
  return leadSourceOf(request.headers.referer, hosts.own);
}
