import generatedPhoto from "./fixtures/sample-photo.jpg?photo";

/**
 * A photo through the real image pipeline for the stories. No photos of people
 * exist yet: the source is a generated picture (shapes on a gradient), not a person.
 */
export const samplePhoto = generatedPhoto;
