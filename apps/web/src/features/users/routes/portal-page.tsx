import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { portalSettingsQuery, useSavePortalSettings } from '../api/portal-settings-api';
import { PortalAddressCard } from '../components/portal-address-card';
import { PortalSettingsForm } from '../components/portal-settings-form';

/** /users/portal: the member portal on or off, what members may do in it, its welcome text and its address. */
export default function PortalPage() {
  const settings = useQuery(portalSettingsQuery());
  const save = useSavePortalSettings();
  const workspace = useSession().data?.active_client?.slug;
  if (!settings.data) return <PageLoader />;
  return (
    <>
      {workspace && <PortalAddressCard workspace={workspace} enabled={settings.data.enabled} />}
      <PortalSettingsForm
        settings={settings.data}
        onSubmit={async (body) => {
          const saved = await save.mutateAsync(body);
          notifySuccess(saved.detail);
        }}
      />
    </>
  );
}
