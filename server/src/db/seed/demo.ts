import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { dealers } from '../schema';
import { seedDemoCustomers } from './demoCustomers';
import { type DemoDealer, seedDemoDealers } from './demoDealers';
import { seedDemoDeletionRequests } from './demoDeletionRequests';
import { seedDemoEscalations } from './demoEscalations';
import { seedDemoEwasteDrives } from './demoEwasteDrives';
import { type DemoRequestParties, seedDemoRequests } from './demoRequests';
import { seedDemoRewards } from './demoRewards';
import { type DemoPartnerProfile, ensureDemoPartner, fillDemoProfile } from './demoPartners';
import { type DemoTechnician, ensureDemoTechnician } from './demoTechnicians';

/** Demo accounts of the README: one per role (only when SEED_DEMO is on). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@reloop.test', password: 'Admin@1234', name: 'Asha Admin', role: ROLES.admin },
  customerCare: { email: 'care@reloop.test', password: 'Care@1234', name: 'Chetan Care', role: ROLES.customerCare },
  channelPartner: {
    email: 'partner@reloop.test',
    password: 'Partner@1234',
    name: 'GreenFix Services',
    role: ROLES.channelPartner,
  },
  dealer: { email: 'dealer@reloop.test', password: 'Dealer@1234', name: 'Sharma Electronics', role: ROLES.dealer },
  /** A dealer whose profile is not approved yet: /book-request shows it the waiting screen. */
  pendingDealer: {
    email: 'dealer.pending@reloop.test',
    password: 'Dealer@1234',
    name: 'Verma Appliances',
    role: ROLES.dealer,
  },
  technicianMobile: '9876543210',
  /** Technicians of GreenFix waiting for review and still being filled (their sign-in is refused until approved). */
  pendingTechnicianMobile: '9876543221',
  incompleteTechnicianMobile: '9876543232',
} as const;

/** The demo partner: Active, with every section of its profile filled from real reference data. */
const GREENFIX: DemoPartnerProfile = {
  email: DEMO_ACCOUNTS.channelPartner.email,
  name: DEMO_ACCOUNTS.channelPartner.name,
  typeOfFirm: 'Authorised service center',
  mobile: '9812345670',
  referralCode: 'GREENFIX',
  status: 'Active',
  office: {
    addressLine1: '14 Museum Road',
    addressLine2: 'First Floor, Shanthala Nagar',
    landmark: 'Opposite Mayo Hall',
    pincode: 560001,
  },
  manager: { name: 'Kavya Reddy', email: 'kavya@greenfix.in', mobileNumber: '9845012345' },
  services: [
    { id: 'SID101', dailyCallCapacity: 12 },
    { id: 'SID102', dailyCallCapacity: 6 },
  ],
  serviceAreaPincodes: [560001, 560034, 560095],
  days: { 1: [560001], 2: [560034, 560095], 3: [560001], 4: [560034, 560095], 5: [560001], 6: [560034, 560095] },
  brands: {
    Samsung: ['Mobile Phone', 'Air Conditioner', 'Refrigerator'],
    LG: ['Air Conditioner', 'Washing Machine', 'Refrigerator'],
    Whirlpool: ['Refrigerator', 'Washing Machine'],
  },
  bank: {
    ifscCode: 'SBIN0000001',
    branch: 'KOLKATA MAIN',
    city: 'KOLKATA',
    accountHolderName: 'GreenFix Services',
    accountNumber: '31804567219',
    accountType: 'Current Account',
  },
  documents: { aadhar: '496185732014', pan: 'AAGFG4821K', gst: '29AAGFG4821K1Z6' },
  contract: { startDate: '2025-04-01', endDate: '2027-03-31' },
};

/** GreenFix's technicians, one per list tab: Ravi Kumar signs in with a one-time code (the outbox shows it). */
const TECHNICIANS: DemoTechnician[] = [
  {
    firstName: 'Ravi',
    lastName: 'Kumar',
    mobile: DEMO_ACCOUNTS.technicianMobile,
    email: 'ravi.kumar@greenfix.in',
    referralCode: 'TECHRAVI',
    status: 'Active',
    address: {
      addressLine1: '21 Cubbon Road',
      addressLine2: 'Second Cross',
      landmark: 'Near Vidhana Soudha',
      pincode: 560001,
      area: 'Vidhana Soudha',
    },
    // Repairs, and e-waste pick-ups as GreenFix's collection agent.
    services: [
      { id: 'SID101', dailyCallCapacity: 6 },
      { id: 'SID102', dailyCallCapacity: 4 },
    ],
    serviceAreaIds: ['560001#Vidhana Soudha'],
    brands: { Samsung: ['Mobile Phone'] },
    bank: {
      ifscCode: 'SBIN0000001',
      branch: 'KOLKATA MAIN',
      city: 'KOLKATA',
      accountHolderName: 'Ravi Kumar',
      accountNumber: '30214567890',
      accountType: 'Saving Account',
    },
    documents: { aadhar: '582741936045', pan: 'BQRPK4821L' },
  },
  {
    firstName: 'Suresh',
    lastName: 'Naik',
    mobile: DEMO_ACCOUNTS.pendingTechnicianMobile,
    referralCode: 'TECHSURESH',
    status: 'Pending',
    address: {
      addressLine1: '9 Sarjapur Road',
      addressLine2: 'Block C',
      landmark: '',
      pincode: 560034,
      area: 'Koramangala',
    },
    services: [{ id: 'SID101', dailyCallCapacity: 4 }],
    serviceAreaIds: ['560034#Koramangala'],
    brands: { LG: ['Air Conditioner', 'Refrigerator'] },
    documents: { aadhar: '739105846212', pan: 'CNSPN7312M' },
  },
  {
    firstName: 'Imran',
    lastName: 'Shaikh',
    mobile: DEMO_ACCOUNTS.incompleteTechnicianMobile,
    referralCode: 'TECHIMRAN',
    status: 'Incomplete',
    address: {
      addressLine1: '3 Hosur Road',
      addressLine2: 'Near Forum',
      landmark: '',
      pincode: 560034,
      area: 'Koramangala',
    },
  },
];

/** An open invitation (the Invited tab); an admin's 'Resend Link' mails it a working link. */
const INVITED_PARTNER: DemoPartnerProfile = {
  email: 'invited.partner@reloop.test',
  name: 'Sunrise Recyclers',
  typeOfFirm: 'Recycler',
  mobile: '9823456710',
  referralCode: 'SUNRISE',
  status: 'Invited',
};

/** A partner still filling its profile (the Incomplete tab); signs in with Incomplete@1234. */
const INCOMPLETE_PARTNER: DemoPartnerProfile = {
  email: 'incomplete.partner@reloop.test',
  name: 'Coastal E Waste Solutions',
  typeOfFirm: 'Dismantler',
  mobile: '9820012345',
  referralCode: 'COASTAL',
  status: 'Incomplete',
  password: 'Incomplete@1234',
  office: { addressLine1: '5 Dalal Street', addressLine2: 'Unit 12', landmark: 'Near Stock Exchange', pincode: 400001 },
  manager: { name: 'Neha Kulkarni', email: 'neha@coastalewaste.in', mobileNumber: '9820098200' },
  services: [{ id: 'SID102', dailyCallCapacity: 4 }],
  serviceAreaPincodes: [400001],
};

/** A submitted profile waiting for review (approve it from the Invited tab); signs in with Pending@1234. */
const PENDING_PARTNER: DemoPartnerProfile = {
  email: 'pending.partner@reloop.test',
  name: 'Metro Mobile Care',
  typeOfFirm: 'Retailer',
  mobile: '9871234560',
  referralCode: 'METROMC',
  status: 'Pending',
  password: 'Pending@1234',
  office: {
    addressLine1: '22 Janpath',
    addressLine2: 'Shop 4, Ground Floor',
    landmark: 'Near Janpath Market',
    pincode: 110001,
  },
  manager: { name: 'Rohit Malhotra', email: 'rohit@metromobile.in', mobileNumber: '9810098100' },
  services: [{ id: 'SID101', dailyCallCapacity: 8 }],
  serviceAreaPincodes: [110001],
  days: { 1: [110001], 3: [110001], 5: [110001] },
  brands: { Apple: ['Mobile Phone', 'Laptop'], Xiaomi: ['Mobile Phone'] },
  bank: {
    ifscCode: 'SBIN0000691',
    branch: 'NEW DELHI MAIN BRANCH',
    city: 'NEW DELHI',
    accountHolderName: 'Metro Mobile Care',
    accountNumber: '50200012345678',
    accountType: 'Current Account',
  },
  documents: { aadhar: '738194620575', pan: 'AAKFM1234Q', gst: '07AAKFM1234Q1Z3' },
};

/** The demo dealers (README "Dealers"): Sharma Electronics is Active and books; Verma Appliances waits for review. */
const DEMO_DEALERS: readonly DemoDealer[] = [
  {
    email: DEMO_ACCOUNTS.dealer.email,
    firmName: DEMO_ACCOUNTS.dealer.name,
    contactName: 'Rohit Sharma',
    mobile: '9823456701',
    typeOfFirm: 'Retailer',
    gstin: '29AAKFS1234Q1Z5',
    address: {
      addressLine1: '14 Commercial Street',
      addressLine2: 'Shivajinagar',
      landmark: 'Opposite the bus stop',
      pincode: 560001,
      area: 'Vidhana Soudha',
      city: 'Bengaluru',
      state: 'Karnataka',
    },
    status: 'Active',
  },
  {
    email: DEMO_ACCOUNTS.pendingDealer.email,
    firmName: DEMO_ACCOUNTS.pendingDealer.name,
    contactName: 'Neha Verma',
    mobile: '9823456702',
    typeOfFirm: 'Distributor',
    gstin: '29AABFV5678R1Z2',
    address: {
      addressLine1: '80 Feet Road',
      addressLine2: '4th Block',
      landmark: 'Near Forum Mall',
      pincode: 560034,
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
    },
    status: 'Pending',
  },
];

export async function ensureStaffUser(
  ctx: AppContext,
  account: { email: string; password: string; name: string; role: Role },
) {
  if (await ctx.identity.getUser('staff', account.email)) return;
  await ctx.identity.createUser({
    pool: 'staff',
    username: account.email,
    password: account.password,
    groups: [account.role],
    attributes: { email: account.email, email_verified: 'true', name: account.name, 'custom:first_login': 'false' },
  });
}

export async function seedDemo(ctx: AppContext) {
  // Each password hash (scrypt) takes a core for a moment: the four accounts hash side by side.
  await Promise.all(
    [
      DEMO_ACCOUNTS.admin,
      DEMO_ACCOUNTS.customerCare,
      DEMO_ACCOUNTS.channelPartner,
      DEMO_ACCOUNTS.dealer,
      DEMO_ACCOUNTS.pendingDealer,
    ].map((account) => ensureStaffUser(ctx, account)),
  );

  const partnerId = await ensureDemoPartner(ctx, GREENFIX);
  await fillDemoProfile(ctx, partnerId, GREENFIX);
  for (const profile of [INVITED_PARTNER, INCOMPLETE_PARTNER, PENDING_PARTNER])
    await fillDemoProfile(ctx, await ensureDemoPartner(ctx, profile), profile);

  await seedDemoDealers(ctx, partnerId, DEMO_DEALERS);

  const technicianIds: string[] = [];
  for (const technician of TECHNICIANS) technicianIds.push(await ensureDemoTechnician(ctx, partnerId, technician));
  const [technicianId] = technicianIds;

  await seedDemoCustomers(ctx);
  await seedDemoRequests(ctx, { partnerId, technicianId, bookers: await demoBookers(ctx) });
  await seedDemoRewards(ctx, { partnerId, technicianId });
  await seedDemoDeletionRequests(ctx);
  await seedDemoEscalations(ctx, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.customerCare.email);
  await seedDemoEwasteDrives(ctx, partnerId);
}

/** The demo admin, customer care and dealer as bookers of the demo requests. */
async function demoBookers(ctx: AppContext): Promise<DemoRequestParties['bookers']> {
  const booker = async (email: string) => ({
    sub: (await ctx.identity.getUser('staff', email))?.sub ?? email,
    username: email,
  });
  const [dealer] = await ctx.db
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.email, DEMO_ACCOUNTS.dealer.email));
  return {
    admin: await booker(DEMO_ACCOUNTS.admin.email),
    customerCare: await booker(DEMO_ACCOUNTS.customerCare.email),
    dealer: { ...(await booker(DEMO_ACCOUNTS.dealer.email)), dealerId: dealer?.id },
  };
}
