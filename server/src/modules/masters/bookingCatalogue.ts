import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, rowOf, rowsOf } from '../../platform/db';

const publishedServiceRow = z.object({ id: z.string(), type: z.string() });

/** A published service by its id, with its type (undefined when it is unknown or hidden). */
export const publishedService = (db: Executor, serviceId: string) =>
  rowOf(db, publishedServiceRow, sql`SELECT id, type FROM services WHERE id = ${serviceId} AND status = 'Publish'`);

const issueNamesRow = z.object({ id: z.string(), name: z.string() });

/** The names of the master issues among these ids (the unknown ones are left out). */
export const issueNames = async (db: Executor, ids: string[]): Promise<Map<string, string>> =>
  new Map(
    ids.length
      ? (
          await rowsOf(db, issueNamesRow, sql`SELECT id, name FROM issues WHERE id = ANY(${sql.param(ids)}::text[])`)
        ).map((issue) => [issue.id, issue.name])
      : [],
  );
