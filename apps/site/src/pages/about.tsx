import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function AboutPage() {
  return (
    <Container>
      <PageTitle title="About" />
      <h1>About</h1>
    </Container>
  );
}
