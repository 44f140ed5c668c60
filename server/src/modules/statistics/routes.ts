import { errorSchema, security } from '../../platform/routeSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import { ROLES } from '../../../../domain/roles';
import {
  STATISTICS_ANSWER_SCHEMAS,
  statisticsExportSchema,
  statisticsPeriodSchema,
  STATISTICS_REPORTS,
  type StatisticsAnswer,
  type StatisticsReport,
} from '../../../../domain/statistics/schemas';
import { requireRoles } from '../../platform/auth';
import { sendReportSheet } from './exportSheet';
import { statisticsRows } from './queries';

const tags = ['statistics'];
/** The marketplace's figures across every partner: admins only. */
const statisticsReaders = requireRoles(ROLES.admin);

/**
 * The statistics page: POST statistics/<report> {fromDate, toDate, serviceIds?} answers the report's rows,
 * POST statistics/export {report, ...} the same rows as a spreadsheet. README "Statistics" says what each counts.
 */
export async function statisticsRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  for (const report of STATISTICS_REPORTS) {
    // Each report's rows are checked against its own answer schema by the serializer.
    const answer: z.ZodType<StatisticsAnswer<StatisticsReport>> = STATISTICS_ANSWER_SCHEMAS[report];
    app.post(
      `/statistics/${report}`,
      {
        onRequest: statisticsReaders,
        schema: {
          tags,
          security,
          body: statisticsPeriodSchema,
          response: { 200: answer, 400: errorSchema, 403: errorSchema },
        },
      },
      async (request) => ({ rows: await statisticsRows(db, report, request.body) }),
    );
  }

  app.post(
    '/statistics/export',
    {
      onRequest: statisticsReaders,
      schema: {
        tags,
        security,
        body: statisticsExportSchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { report, ...period } = request.body;
      return sendReportSheet(reply, report, await statisticsRows(db, report, period), period);
    },
  );
}
