import { fetchServicePhotos } from "./service-photos.ts";

// Loaded only by the fetch step (photos-feed.ts), through Vite's module runner,
// which closes once this module is evaluated: the request is made here, at the top level.
export const builtPhotos = await fetchServicePhotos();
