// Image imports of the content modules (see asset-urls.ts): each gives a URL.
declare module "*.svg" {
  const url: string;
  export default url;
}
