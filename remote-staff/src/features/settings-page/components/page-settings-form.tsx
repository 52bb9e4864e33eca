import type { ImageStorage, PageSettings, UploadedImage } from '@booking/shared/contract/page-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { ImageUploadField } from '../../../common/image-upload/image-upload-field';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { savePage } from '../api/page-settings';
import { LINK_FIELDS, pageFieldOf, pageFormSchema, pageFormValuesOf, pageRequestOf } from '../domain/page-form-values';
import { HeaderPreview } from './header-preview';

/** Each link's field id and its label and hint, spelled out for the message catalogs. */
const LINKS = {
  instagram_url: { id: 'instagram', label: 'staff.settings.page.instagram', hint: 'staff.settings.page.instagramHint' },
  facebook_url: { id: 'facebook', label: 'staff.settings.page.facebook', hint: 'staff.settings.page.facebookHint' },
  terms_of_service_url: { id: 'terms', label: 'staff.settings.page.terms', hint: 'staff.settings.page.termsHint' },
  privacy_policy_url: { id: 'privacy', label: 'staff.settings.page.privacy', hint: 'staff.settings.page.privacyHint' },
  imprint_url: { id: 'imprint', label: 'staff.settings.page.imprint', hint: 'staff.settings.page.imprintHint' },
} as const;

/**
 * The business's page: name, colour, logo, banner and links, with the header as customers will
 * see it above the fields. Images are uploaded as they are picked; the rest is saved together.
 */
export function PageSettingsForm({ page, imageStorage }: { page: PageSettings; imageStorage: ImageStorage }) {
  const api = useStaffApi();
  const form = useKitForm(pageFormSchema, pageFormValuesOf(page));
  const submit = useSubmit({ form, fieldOf: pageFieldOf });
  const [logo, setLogo] = useState(page.logo);
  const [banner, setBanner] = useState(page.banner);
  const [storage, setStorage] = useState(imageStorage);
  const [saved, setSaved] = useState(false);
  const [name, color, instagram, facebook] = useWatch({
    control: form.control,
    name: ['name', 'color', 'instagram_url', 'facebook_url'],
  });

  async function onValid(values: z.output<typeof pageFormSchema>) {
    setSaved(false);
    const outcome = await submit.send(() => savePage(api, pageRequestOf(values)));
    if (outcome?.kind !== 'done') return;
    const next = outcome.data.results.page;
    form.reset(pageFormValuesOf(next));
    setLogo(next.logo);
    setBanner(next.banner);
    setStorage(outcome.data.results.image_storage);
    setSaved(true);
  }
  const changed = (setter: (image: UploadedImage | null) => void) => (image: UploadedImage | null) => {
    setSaved(false);
    setter(image);
  };

  return (
    <KitForm
      form={form}
      onValid={onValid}
      aria-labelledby="settings-page-title"
      heading={
        <>
          <h1 id="settings-page-title">
            <FormattedMessage id="staff.settings.page.title" />
          </h1>
          <p className="muted">
            <FormattedMessage id="staff.settings.page.lead" />
          </p>
        </>
      }
    >
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
      <HeaderPreview
        name={name || page.name}
        color={color}
        logo={logo}
        banner={banner}
        instagram={Boolean(instagram?.trim())}
        facebook={Boolean(facebook?.trim())}
      />
      <TextField
        id="page-name"
        name="name"
        required
        autoComplete="organization"
        label={<FormattedMessage id="staff.settings.page.name" />}
        hint={<FormattedMessage id="staff.settings.page.nameHint" />}
      />
      <TextField
        id="page-color"
        name="color"
        required
        spellCheck={false}
        label={<FormattedMessage id="staff.settings.page.color" />}
        hint={<FormattedMessage id="staff.settings.page.colorHint" />}
      />
      <ImageUploadField
        id="page-logo"
        name="logo_image"
        purpose="logo"
        image={logo}
        onChange={changed(setLogo)}
        onStored={setStorage}
        label={<FormattedMessage id="staff.settings.page.logo" />}
        hint={<FormattedMessage id="staff.settings.page.logoHint" />}
      />
      <ImageUploadField
        id="page-banner"
        name="banner_image"
        purpose="banner"
        image={banner}
        onChange={changed(setBanner)}
        onStored={setStorage}
        label={<FormattedMessage id="staff.settings.page.banner" />}
        hint={<FormattedMessage id="staff.settings.page.bannerHint" />}
      />
      <p className="muted">
        <FormattedMessage id="staff.imageUpload.storage" values={storage} />
      </p>
      {LINK_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`page-${LINKS[field].id}`}
          name={field}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://"
          label={<FormattedMessage id={LINKS[field].label} />}
          hint={<FormattedMessage id={LINKS[field].hint} />}
        />
      ))}
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
        <FormattedMessage id={submit.busy ? 'staff.settings.page.saving' : 'staff.settings.page.save'} />
      </button>
      <p role="status">{saved && <FormattedMessage id="staff.settings.page.saved" />}</p>
    </KitForm>
  );
}
