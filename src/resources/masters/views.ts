/** Every master screen in one download: the console fetches it when the first master page opens. */
export { default as MasterList } from './MasterList';
export { default as MasterCreate } from './MasterCreate';
export { default as MasterEdit } from './MasterEdit';
export { default as MasterShow } from './MasterShow';
export { default as MasterRoutePage } from './MasterRoutePage';
export { default as MasterTabsPage } from './MasterTabsPage';
export { default as IssueAssignPage } from './screens/IssueAssignPage';
export { default as ProductIssuesPage } from './screens/ProductIssuesPage';
export { default as SparePartAssignPage } from './screens/SparePartAssignPage';
export { default as SparePartModelPage } from './screens/SparePartModelPage';
export { default as ModelPricesPage } from './screens/ModelPricesPage';
