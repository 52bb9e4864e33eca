import {
  type ImagePurpose,
  type ImageStorage,
  MAX_IMAGE_BYTES,
  type UploadedImage,
} from '@booking/shared/contract/page-settings';
import { fieldErrorOf, toHookError } from '@booking/shared/forms/zod-resolver';
import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { Field } from '@booking/shared/ui/field/field';
import { type ReactNode, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../staff-api/staff-api';
import { uploadImage } from './upload-image';
import './image-upload-field.css';

interface ImageUploadFieldProps {
  id: string;
  /** The form's field that holds the uploaded image's id (null: none). */
  name: string;
  purpose: ImagePurpose;
  label: ReactNode;
  hint: ReactNode;
  /** The image now chosen, for the thumbnail and for the caller's preview. */
  image: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  /** The organization's image storage after an upload (decision 0078). */
  onStored?: (storage: ImageStorage) => void;
}

/**
 * An image sent to the API as soon as it is picked (it re-encodes and checks it: decision
 * 0058); the form then holds the uploaded image's id and is saved as JSON like every other.
 * A file over 5 MB is refused here before it is sent; the API's refusals (not an image, too
 * many pixels, and the organization's limits: too many uploads, storage full) are shown at the
 * field. Any purpose: the page's logo and banner, a photo.
 */
export function ImageUploadField({ id, name, purpose, label, hint, image, onChange, onStored }: ImageUploadFieldProps) {
  const api = useStaffApi();
  const { setValue, setError, clearErrors, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  const [busy, setBusy] = useState(false);
  // A refusal that is not about the file itself (rate, storage) is said in its own words.
  const [limit, setLimit] = useState<CodedError | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    clearErrors(name);
    setLimit(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(name, toHookError({ code: 'image_too_large', params: { max: MAX_IMAGE_BYTES } }), { shouldFocus: true });
      return;
    }
    setBusy(true);
    const answer = await uploadImage(api, purpose, file);
    setBusy(false);
    if (answer.ok) {
      setValue(name, answer.data.results.image.id, { shouldDirty: true });
      onChange(answer.data.results.image);
      onStored?.(answer.data.results.image_storage);
      return;
    }
    if (answer.error && answer.error.code !== 'invalid_input') {
      setLimit(answer.error);
      setError(name, toHookError({ code: 'custom' }), { shouldFocus: true });
      return;
    }
    const refusal = answer.error?.fields?.file?.[0] ?? { code: 'image_unreadable' as const };
    setError(name, toHookError(answer.status === 0 ? { code: 'custom' } : refusal), { shouldFocus: true });
  }

  function remove() {
    clearErrors(name);
    setLimit(null);
    setValue(name, null, { shouldDirty: true });
    onChange(null);
  }

  const thumbnail = image?.variants.find((variant) => variant.name === '1x');
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      describeError={limit ? () => <ErrorText error={limit} /> : undefined}
    >
      {(control) => (
        <div className="image-upload">
          {thumbnail && <img className="image-upload-thumbnail" src={thumbnail.url} alt="" />}
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p role="status" className="image-upload-status">
            {busy && <FormattedMessage id="staff.imageUpload.uploading" />}
          </p>
          {image && !busy && (
            <button type="button" className="button button-secondary" onClick={remove}>
              <FormattedMessage id="staff.imageUpload.remove" />
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
