export { ActivityHistoryCard } from './ActivityHistoryCard';

export { BankDetailsCard } from './BankDetailsCard';
export { BrandProductsCard } from './BrandProductsCard';

export { KycDocumentsCard } from './KycDocumentsCard';
export { MissingItemsBanner } from './MissingItemsBanner';
export { ProfileFooter } from './ProfileFooter';

export { ServiceAreasCard } from './ServiceAreasCard';
export { ServicesCard } from './ServicesCard';
export { StatusBanner } from './StatusBanner';
