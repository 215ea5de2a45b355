import { Link } from 'react-router-dom';
import { Container } from 'reactstrap';

export function NotFoundPage() {
  return (
    <Container className="py-5 text-center">
      <h1>404</h1>
      <p className="text-secondary">This page does not exist.</p>
      <Link to="/home">Go to the home page</Link>
    </Container>
  );
}
