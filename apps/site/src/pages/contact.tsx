import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function ContactPage() {
  return (
    <Container>
      <PageTitle title="Contact" />
      <h1>Contact</h1>
    </Container>
  );
}
