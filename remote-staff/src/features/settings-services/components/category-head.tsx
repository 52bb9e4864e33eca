import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator } from '@booking/shared/router';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { removeCategory } from '../api/service-settings-calls';
import { RenameCategoryForm } from './rename-category-form';

interface CategoryHeadProps {
  id: string;
  name: string;
  titleId: string;
  /** The button that moves the whole category. */
  handle: ReactNode;
  serviceCount: number;
}

/**
 * A category's heading with its handle, renamed in place and deleted after a question. A
 * category that still holds services is not deleted: the owner is told to move or delete
 * them first, so no service changes where customers find it without the owner choosing.
 */
export function CategoryHead({ id, name, titleId, handle, serviceCount }: CategoryHeadProps) {
  const api = useStaffApi();
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [notEmpty, setNotEmpty] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const submit = useSubmit({ ownCodes: ['category_not_empty'] });
  const revalidator = useRevalidator();
  const intl = useIntl();

  function closeRename() {
    setRenaming(false);
    // The button comes back in the next render; focus goes back to it, where the owner was.
    requestAnimationFrame(() => renameButton.current?.focus());
  }
  function askToDelete() {
    if (serviceCount > 0) setNotEmpty(true);
    else setAsking(true);
  }
  async function remove() {
    setAsking(false);
    const outcome = await submit.send(() => removeCategory(api, id));
    if (outcome?.kind === 'done') await revalidator.revalidate();
    else if (outcome?.kind === 'refused' && outcome.error?.code === 'category_not_empty') setNotEmpty(true);
  }
  return (
    <>
      <div className="services-category-head">
        {handle}
        {/* The heading stays while renaming (hidden), so the category's region keeps its name. */}
        <h2 id={titleId} className={renaming ? 'visually-hidden' : undefined}>
          {name}
        </h2>
        {renaming ? (
          <RenameCategoryForm id={id} name={name} onClose={closeRename} />
        ) : (
          <div className="services-category-actions">
            <button
              type="button"
              ref={renameButton}
              aria-label={intl.formatMessage({ id: 'staff.settings.services.category.renameNamed' }, { name })}
              className="button button-secondary"
              onClick={() => {
                setNotEmpty(false);
                setRenaming(true);
              }}
            >
              <FormattedMessage id="staff.settings.services.category.rename" />
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-label={intl.formatMessage({ id: 'staff.settings.services.category.deleteNamed' }, { name })}
              onClick={askToDelete}
              disabled={submit.busy}
            >
              <FormattedMessage id="staff.settings.services.category.delete" />
            </button>
          </div>
        )}
      </div>
      {notEmpty && (
        <p role="alert" className="services-category-refusal">
          <FormattedMessage
            id="staff.settings.services.category.notEmpty"
            values={{ name, count: Math.max(serviceCount, 1) }}
          />
        </p>
      )}
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void remove()} />
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="staff.settings.services.category.confirmTitle" values={{ name }} />}
        confirmLabel={<FormattedMessage id="staff.settings.services.category.confirmDelete" />}
        cancelLabel={<FormattedMessage id="staff.settings.services.delete.keep" />}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <FormattedMessage id="staff.settings.services.category.confirmBody" />
      </ConfirmDialog>
    </>
  );
}
