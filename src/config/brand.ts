/** The company behind the product, linked from footers. */
export const COMPANY_URL = 'https://www.reloop.example';

/** The product's name in the browser tab after each console page's title. */
export const BRAND_NAME = 'Reloop';
