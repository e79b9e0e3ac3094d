/** The BIR's Taxpayer Identification Number with its five-digit branch code: `000-000-000-00000`. */
export const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}-\d{5}$/;

export const TIN_INVALID_MESSAGE = 'Enter the TIN as 000-000-000-00000 (the last five digits are the branch code)';

/** The branch code of a TIN: its last five digits. */
export const tinBranchCode = (tin: string) => tin.slice(-5);
