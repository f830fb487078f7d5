import { ACCOUNT_MESSAGES } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { themeQuery, useSaveTheme } from '../api/account-api';
import { ThemeForm } from '../components/theme-form';

/** /users/theme: saving refetches the branding, so the app's colours change at once. */
export default function ThemePage() {
  const theme = useQuery(themeQuery());
  const save = useSaveTheme();
  if (!theme.data) return <PageLoader />;
  return (
    <ThemeForm
      theme={theme.data}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        notifySuccess(ACCOUNT_MESSAGES.themeSaved);
      }}
    />
  );
}
