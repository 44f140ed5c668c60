import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATISTICS_COLUMNS, type StatisticsAnswer } from '../../domain/statistics/types';
import { defaultPeriod } from '../../src/resources/statistics/period';
import { accessToken, apiCall } from './support/api';
import { browserSuite, screenshot } from './support/browser';
import { staffSession } from './support/signIn';

/**
 * Issue 17, statistics on the demo data: the admin opens the page, every report shows its table, the charts are drawn
 * (the chart library's own download), and one report's export downloads a spreadsheet of the rows the API answers.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const SECTIONS = [
  'Requests per week',
  'Time to resolution',
  'Revenue per week',
  'Top brands, products and issues',
  'Requests and pick-up weight per state',
];

let adminToken: string;

const suite = browserSuite('statistics');

beforeAll(async () => {
  adminToken = await accessToken(ADMIN.email, ADMIN.password);
});

describe('statistics', () => {
  it('shows each report’s table and chart on the demo data and downloads the per-state sheet', async () => {
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    suite.page = page;
    try {
      await page.goto('/dashboard/statistics');
      await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
      for (const title of SECTIONS) await page.getByRole('table', { name: `Table: ${title}` }).waitFor();
      await expect.poll(() => page.locator('svg [class*="MuiBarElement"]').count()).toBeGreaterThan(0);
      expect(await page.locator('section .MuiChartsLegend-label').filter({ hasText: 'Collected' }).count()).toBe(1);

      // The per-state table holds what the API answers for the page's period.
      const { rows } = await apiCall<StatisticsAnswer<'perState'>>('statistics/perState', adminToken, {
        body: defaultPeriod(),
      });
      expect(rows.length).toBeGreaterThan(0);
      const table = page.getByRole('table', { name: 'Table: Requests and pick-up weight per state' });
      expect(await table.locator('tbody tr').count()).toBe(rows.length);
      expect(await table.locator('tbody tr').first().locator('td').first().innerText()).toBe(rows[0].state);
      await screenshot(page, 'statistics');

      const section = page.getByRole('region', { name: 'Requests and pick-up weight per state' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^Requests per state \d{4}-\d{2}-\d{2} \d{2}[:_]\d{2}[:_]\d{2}\.xlsx$/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      const sheet = (workbook.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
      expect(sheet[0]).toEqual(STATISTICS_COLUMNS.perState.map((column) => column.header));
      expect(sheet.slice(1)).toEqual(rows.map((row) => [row.state, row.requests, row.pickUps, row.weightKg]));
    } finally {
      await context.close();
    }
  });
});
