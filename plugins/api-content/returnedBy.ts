/** What the error catalogue says of a code every operation it applies to can return; each endpoint page names those codes. */
export const ANY_OPERATION = 'Any operation it applies to, as each endpoint page says';
