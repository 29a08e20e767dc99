import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function HousesPage() {
  return (
    <Container>
      <PageTitle title="Houses" />
      <h1>Greek Gods Houses</h1>
    </Container>
  );
}
