import type { FastifyRequest } from 'fastify';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';

/** Non-admins see published (active) entries only. */
export const visibleOnly = (request: FastifyRequest) => currentUser(request).role !== ROLES.admin;
