import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function MerchPage() {
  return (
    <Container>
      <PageTitle title="Merchandise" />
      <h1>Merchandise</h1>
    </Container>
  );
}
