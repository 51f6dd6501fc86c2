import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { createTeamBody } from '@vidmatrix/contract/team';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api/api-error';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormField } from '../../../shared/ui/form-field';
import { useCreateTeam } from '../api';
import styles from '../team.module.css';
import { useFieldText } from '../use-field-text';

/** No team yet: make one (its maker administers it), or ask an administrator for a link. */
export function CreateTeamForm() {
  const { t } = useTranslation('team');
  const text = useFieldText();
  const create = useCreateTeam();
  const form = useZodForm(createTeamBody, { name: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    create.mutate(input, {
      onError: (error) => {
        if (!form.showServerErrors(error) && error instanceof ApiError)
          form.setError('name', { text: error.message });
      },
    });
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.subtitle}>{t('noTeam.title')}</h2>
      <p className={styles.muted}>{t('noTeam.hint')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField id="team-name" label={t('noTeam.name')} error={text(form.errors.name)}>
          <Input
            id="team-name"
            placeholder={t('noTeam.placeholder')}
            maxLength={40}
            value={form.values.name}
            onChange={form.set('name')}
          />
        </FormField>
        <Button type="submit" color="primary" loading={create.isPending}>
          {t('noTeam.create')}
        </Button>
      </form>
    </section>
  );
}
