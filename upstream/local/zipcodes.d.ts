/** The part of the `zipcodes` package (no published types) the embedded local services use. */
declare module "zipcodes" {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string | number): ZipCode | undefined; states: { abbr: Record<string, string | undefined> } };
  export default zipcodes;
}
