/** Route of account information (spec section 2), relative to the /control basename. */
export const INFO_PATH = '/info';
