import { unbrokenNames } from "@duci/data/config";
import { UnbrokenNames } from "@duci/ui/unbroken-names";

/** `children` with each of the club's names kept on one line ("Design at / UCI" never happens). */
export function ClubNames({ children }: { children: string }) {
  return <UnbrokenNames names={unbrokenNames}>{children}</UnbrokenNames>;
}
