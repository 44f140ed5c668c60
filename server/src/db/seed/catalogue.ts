import { CATEGORY_IDS, SERVICE_IDS } from '../../../../domain/constants';
import type { Database } from '../client';
import { categories, services } from '../schema';

/** The published services and categories with their fixed ids (SID101…, CID101…). */
const SERVICES = [
  { id: SERVICE_IDS.repair, type: 'Repair', name: 'Repair' },
  { id: SERVICE_IDS.eWaste, type: 'E-Waste', name: 'E-Waste Pick-up' },
  { id: SERVICE_IDS.plastic, type: 'Plastic', name: 'Plastic Waste' },
  { id: SERVICE_IDS.usedCookingOil, type: 'UCO', name: 'Used Cooking Oil' },
  { id: SERVICE_IDS.textile, type: 'Textile', name: 'Textile Waste' },
];

const [itTelecom, consumerElectronics, largeSmall, tools, toys, medical] = CATEGORY_IDS.eWaste;

const CATEGORIES = [
  { id: itTelecom, name: 'IT & Telecommunication Equipments', serviceId: SERVICE_IDS.eWaste },
  { id: consumerElectronics, name: 'Consumer Electronics & Solar Cell', serviceId: SERVICE_IDS.eWaste },
  { id: largeSmall, name: 'Large & Small Electronic Equipments', serviceId: SERVICE_IDS.eWaste },
  { id: tools, name: 'Electrical and Electronic Tools', serviceId: SERVICE_IDS.eWaste },
  { id: 'CID105', name: 'Mobiles & Laptops', serviceId: SERVICE_IDS.repair },
  { id: 'CID106', name: 'Home Appliances', serviceId: SERVICE_IDS.repair },
  { id: toys, name: 'Toys Leisure and Sports Equipment', serviceId: SERVICE_IDS.eWaste },
  { id: medical, name: 'Medical Devices', serviceId: SERVICE_IDS.eWaste },
  { id: CATEGORY_IDS.plastic, name: 'Plastic', serviceId: SERVICE_IDS.plastic },
  { id: CATEGORY_IDS.usedCookingOil, name: 'Used Cooking Oil', serviceId: SERVICE_IDS.usedCookingOil },
  { id: CATEGORY_IDS.textile, name: 'Textile', serviceId: SERVICE_IDS.textile },
];

export async function seedCatalogue(db: Database) {
  await db.insert(services).values(SERVICES).onConflictDoNothing();
  await db.insert(categories).values(CATEGORIES).onConflictDoNothing();
}
