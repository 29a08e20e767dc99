import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function FeaturedPage() {
  return (
    <Container>
      <PageTitle title="Featured Resources" />
      <h1>Featured Resources</h1>
    </Container>
  );
}
