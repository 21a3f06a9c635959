// docs/product.md §3 and §10: a Post Query can name any of India's 28 states and 8 union
// territories, spelt as the government's lists spell them, each group in alphabetical order. The
// original site's 23 choices are among them; "Delhi" keeps the original's spelling, as stored
// rows use it.
export const STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

/** Every value a Post Query's state may take: the states, then the union territories. */
export const STATES_AND_UNION_TERRITORIES = [...STATES, ...UNION_TERRITORIES] as const;
export type StateOrUnionTerritory = (typeof STATES_AND_UNION_TERRITORIES)[number];
