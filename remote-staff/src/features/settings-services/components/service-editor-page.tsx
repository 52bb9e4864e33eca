import type { ServiceSettingsResponse } from '@booking/shared/contract/service-settings';
import { useParams, useSearchParams, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import type { servicesSettingsLoader } from '../api/services-settings-loader';
import { serviceFormValuesOf } from '../domain/service-form-values';
import { RemoveService } from './remove-service';
import { ServiceForm } from './service-form';
import '../services-settings.css';

type Results = ServiceSettingsResponse['results'];

/** `services/new` (optionally `?category=`) and `services/:service`: the form, and for a stored service the way to remove it. */
export function ServiceEditorPage() {
  const data = useTypedLoaderData<typeof servicesSettingsLoader>();
  return <ServiceEditor data={data} />;
}

function ServiceEditor({ data }: { data: Results }) {
  const { service: serviceId } = useParams();
  const [search] = useSearchParams();
  const service = data.services.find((s) => s.id === serviceId) ?? null;
  const isNew = !serviceId;
  if (!isNew && !service) {
    return (
      <p role="alert">
        <FormattedMessage id="error.service_not_found" />
      </p>
    );
  }
  const category = search.get('category');
  const initial = serviceFormValuesOf(service, {
    categoryId: data.categories.some((c) => c.id === category) ? (category ?? '') : (data.categories[0]?.id ?? ''),
    branchIds: data.branches.map((b) => b.id),
    employeeIds: data.employees.map((e) => e.id),
  });
  return (
    <section aria-labelledby="service-editor-title" className="services-settings">
      <h1 id="service-editor-title">
        {service ? service.name : <FormattedMessage id="staff.settings.services.newTitle" />}
      </h1>
      {data.categories.length === 0 ? (
        <p>
          <FormattedMessage id="staff.settings.services.needCategory" />
        </p>
      ) : (
        <ServiceForm key={service?.id ?? 'new'} serviceId={service?.id ?? null} initial={initial} choices={data} />
      )}
      {service && <RemoveService service={service} />}
    </section>
  );
}
