// `?photo` imports go through the image pipeline (`@duci/images/photo`).
declare module "*?photo" {
  const photo: import("@duci/data/photo").Photo;
  export default photo;
}
