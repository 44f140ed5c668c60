import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { filterRequestSchema, type FilterEntry, type ParsedFilterRequest } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import type { DatabaseHandle } from '../../db/client';
import type { RouteGuard } from '../../platform/auth';
import { answerList, listSerializer, pagedSchema, type ListResource } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { callerOf, type Caller } from '../../platform/parties';
import { errorSchema, security } from './schemas';

/**
 * A party's list, declared as data: the list resource, who reads it and which of its rows a caller sees, and the values
 * its select filters offer. The routes are {path}/getByPaginationAndFilter, {path}/export and {path}/filter/data.
 */
interface PartyList<Row> {
  path: string;
  tags: string[];
  guard: RouteGuard;
  resource: ListResource<Row>;
  rowSchema: z.ZodType;
  /** The rows a caller sees, whatever its own filters say (none: all of them). */
  scope?: (caller: Caller) => FilterEntry[];
  filterData: { schema: z.ZodType; read: (database: DatabaseHandle, caller: Caller) => Promise<unknown> };
  /** The page when more callers than `guard` admits read it, each its own rows (the bookers' partner search). */
  search?: {
    guard: RouteGuard;
    rowSchema: z.ZodType;
    answer: (database: DatabaseHandle, caller: Caller, request: ParsedFilterRequest) => Promise<unknown>;
  };
}

/** The list routes of one party: its page, its XLSX export and its filter values. */
export function partyListRoutes<Row>(list: PartyList<Row>) {
  const { tags } = list;
  const scopeOf = async (caller: Promise<Caller>) => (list.scope ? list.scope(await caller) : []);
  const search = list.search ?? {
    guard: list.guard,
    rowSchema: list.rowSchema,
    answer: async (database: DatabaseHandle, caller: Caller, request: ParsedFilterRequest) =>
      answerList(database, list.resource, request, list.scope?.(caller)),
  };
  return async function partyListRoutesOf(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { database } = app.ctx;

    app.post(
      `${list.path}/getByPaginationAndFilter`,
      {
        onRequest: search.guard,
        serializerCompiler: listSerializer,
        schema: {
          tags,
          security,
          body: filterRequestSchema,
          response: { 200: pagedSchema(search.rowSchema), 400: errorSchema },
        },
      },
      async (request) => search.answer(database, await callerOf(request), request.body) as never,
    );

    app.post(
      `${list.path}/export`,
      {
        onRequest: list.guard,
        schema: {
          tags,
          security,
          body: exportRequestSchema,
          produces: [XLSX_CONTENT_TYPE],
          response: { 400: errorSchema },
        },
      },
      async (request, reply) =>
        streamListExport(reply, database, list.resource, request.body, { scope: await scopeOf(callerOf(request)) }),
    );

    app.get(
      `${list.path}/filter/data`,
      { onRequest: list.guard, schema: { tags, security, response: { 200: list.filterData.schema } } },
      async (request) => list.filterData.read(database, await callerOf(request)) as never,
    );
  };
}
