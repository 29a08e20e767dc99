import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function BrandPage() {
  return (
    <Container>
      <PageTitle title="Brand" />
      <h1>Brand</h1>
    </Container>
  );
}
