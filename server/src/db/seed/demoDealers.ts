import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { DEALER_SECTION_TABLES } from '../../modules/profileSections';
import { dealers } from '../schema';
import { demoQuery, fillDemoSections } from './demoSections';

/** A demo dealer (README "Dealers"): its firm, contact, GSTIN (its PAN inside), address, partner and status. */
export interface DemoDealer {
  email: string;
  firmName: string;
  contactName: string;
  mobile: string;
  typeOfFirm: string;
  gstin: string;
  address: {
    addressLine1: string;
    addressLine2: string;
    landmark: string;
    pincode: number;
    area: string;
    city: string;
    state: string;
  };
  status: 'Active' | 'Pending';
}

/**
 * The demo dealers with a full profile: details, the channel partner they work with, GST and PAN documents. A dealer
 * seeded before its profile existed (no contact name yet) gets it; one already filled keeps what it holds.
 */
export async function seedDemoDealers(ctx: AppContext, partnerId: string, list: readonly DemoDealer[]) {
  for (const dealer of list) {
    const profile = {
      name: dealer.firmName,
      contactName: dealer.contactName,
      mobile: dealer.mobile,
      typeOfFirm: dealer.typeOfFirm,
      gstin: dealer.gstin,
      ...dealer.address,
      channelPartnerId: partnerId,
    };
    await ctx.db
      .insert(dealers)
      .values({ email: dealer.email, userName: dealer.email, status: dealer.status, ...profile })
      .onConflictDoUpdate({ target: dealers.email, set: profile, setWhere: sql`${dealers.contactName} IS NULL` });
    const [row] = await demoQuery<{ id: string }>(ctx, sql`SELECT id FROM dealers WHERE email = ${dealer.email}`);
    const pan = dealer.gstin.slice(2, 12);
    await fillDemoSections(
      ctx,
      { tables: DEALER_SECTION_TABLES, entityType: 'dealer', id: row.id },
      { documents: { pan, gst: dealer.gstin } },
    );
  }
}
