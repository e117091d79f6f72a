/**
 * The signed-in person of a request: `request.owner`, set by `requireOwner`
 * on the owner API's routes (null elsewhere). Every account-scoped query
 * takes its account id from here.
 */
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.js';
import type { OwnerSession } from './session-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    owner: OwnerSession | null;
  }
}

/** The signed-in owner of this request; a route behind `requireOwner` always has one. */
export function sessionOf(request: FastifyRequest): OwnerSession {
  if (!request.owner) throw errors.signedOut();
  return request.owner;
}
