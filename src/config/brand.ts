/** The company behind the product, linked from footers. */
export const COMPANY_URL = 'https://www.reloop.example';
