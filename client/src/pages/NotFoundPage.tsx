import { Link } from 'react-router-dom';
import { Container } from 'reactstrap';
import { useT } from '../i18n/I18nProvider';

export function NotFoundPage() {
  const t = useT();
  return (
    <Container className="py-5 text-center">
      <h1>404</h1>
      <p className="text-secondary">{t('notFound.text')}</p>
      <Link to="/home">{t('notFound.link')}</Link>
    </Container>
  );
}
