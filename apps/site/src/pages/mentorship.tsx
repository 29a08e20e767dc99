import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function MentorshipPage() {
  return (
    <Container>
      <PageTitle title="Mentorship" />
      <h1>Mentorship</h1>
    </Container>
  );
}
