// `?photo` imports go through the image pipeline (`@duci/images/photo`).
declare module "*?photo" {
  const photo: import("./photo.ts").Photo;
  export default photo;
}
