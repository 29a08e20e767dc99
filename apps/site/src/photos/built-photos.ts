// Content, not code: the board's photos this build was made with, written in
// by the photos plugin (@duci/data/photos-build-plugin); none in the dev server, the
// tests and the bundled build, where every page keeps its drawings.
import type { EventPhoto, MemberPhoto, MerchPhoto } from "@duci/data/service-photos";

declare const __DUCI_MEMBER_PHOTOS__: MemberPhoto[] | undefined;
declare const __DUCI_MERCH_PHOTOS__: MerchPhoto[] | undefined;
declare const __DUCI_EVENT_PHOTOS__: EventPhoto[] | undefined;

/** Board headshots with the member's consent. */
export const builtMemberPhotos: readonly MemberPhoto[] =
  typeof __DUCI_MEMBER_PHOTOS__ === "undefined" ? [] : __DUCI_MEMBER_PHOTOS__;
export const builtMerchPhotos: readonly MerchPhoto[] =
  typeof __DUCI_MERCH_PHOTOS__ === "undefined" ? [] : __DUCI_MERCH_PHOTOS__;
export const builtEventPhotos: readonly EventPhoto[] =
  typeof __DUCI_EVENT_PHOTOS__ === "undefined" ? [] : __DUCI_EVENT_PHOTOS__;
