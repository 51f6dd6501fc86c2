import { MIX_OUTPUTS, MIX_SCENES_MAX } from '@vidmatrix/contract/mix';
import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { App, Button, Flex, Form, Input, InputNumber, Select, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSaveProject } from '../mix-api';
import { inputOf, type ProjectDraft } from '../studio-rules';
import { CountHint } from './count-hint';
import { SceneEditor } from './scene-editor';
import styles from '../mix.module.css';

interface Props {
  id: number | undefined;
  initial: ProjectDraft;
  clips: LibraryVideo[];
  onSaved: (id: number) => void;
}

/** The recipe: scenes of shots, output, length, opening lines and music; saved as a project. */
export function ProjectEditor({ id, initial, clips, onSaved }: Props) {
  const { t } = useTranslation('mix');
  const { message } = App.useApp();
  const [draft, setDraft] = useState(initial);
  const save = useSaveProject();
  const set = (patch: Partial<ProjectDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const takenBy = (i: number) => new Set(draft.scenes.flatMap((s, j) => (j === i ? [] : s.clip_ids)));
  const submit = () =>
    save.mutate(
      { ...inputOf(draft), id },
      {
        onSuccess: (saved) => {
          void message.success(t('editor.saved'));
          onSaved(saved.id);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  const withSound = clips.filter((c) => c.audio_codec);
  return (
    <Form layout="vertical" onFinish={submit} data-testid="project-editor">
      <Form.Item label={t('editor.title')} required>
        <Input
          value={draft.title}
          maxLength={60}
          data-testid="project-title"
          onChange={(e) => set({ title: e.target.value })}
        />
      </Form.Item>
      <Flex vertical gap={8}>
        {draft.scenes.map((scene, i) => (
          <SceneEditor
            key={i}
            index={i}
            scene={scene}
            clips={clips}
            taken={takenBy(i)}
            onChange={(s) => set({ scenes: draft.scenes.map((old, j) => (j === i ? s : old)) })}
            onRemove={
              draft.scenes.length > 1
                ? () => set({ scenes: draft.scenes.filter((_, j) => j !== i) })
                : undefined
            }
          />
        ))}
        <Button
          disabled={draft.scenes.length >= MIX_SCENES_MAX}
          onClick={() =>
            set({
              scenes: [
                ...draft.scenes,
                {
                  name: t('editor.sceneN', { n: draft.scenes.length + 1 }),
                  clip_ids: [],
                  fixed: null,
                  trims: [],
                },
              ],
            })
          }
        >
          {t('editor.addScene')}
        </Button>
        <CountHint scenes={draft.scenes} />
      </Flex>
      <Flex gap={16} wrap className={styles.page}>
        <Form.Item label={t('editor.output')}>
          <Select
            value={`${draft.output.width}x${draft.output.height}`}
            onChange={(v: string) => {
              const [width, height] = v.split('x').map(Number);
              set({ output: { width: width!, height: height! } });
            }}
            options={MIX_OUTPUTS.map((o) => ({
              value: `${o.width}x${o.height}`,
              label: t(o.width > o.height ? 'editor.landscape' : 'editor.portrait', {
                size: `${o.width}×${o.height}`,
              }),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('editor.length')}>
          <Flex gap={4} align="center">
            <InputNumber
              aria-label={t('editor.lengthMin')}
              placeholder={t('editor.lengthMin')}
              min={1}
              max={600}
              value={draft.min_s}
              onChange={(v) => set({ min_s: v })}
            />
            –
            <InputNumber
              aria-label={t('editor.lengthMax')}
              placeholder={t('editor.lengthMax')}
              min={1}
              max={600}
              value={draft.max_s}
              onChange={(v) => set({ max_s: v })}
            />
          </Flex>
        </Form.Item>
      </Flex>
      <Form.Item label={t('editor.captions')} extra={t('editor.captionsHint')}>
        <Input.TextArea
          rows={3}
          value={draft.captions}
          data-testid="caption-lines"
          onChange={(e) => set({ captions: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('editor.music')} extra={t('editor.musicHint')}>
        <Select
          mode="multiple"
          allowClear
          value={draft.bgm_ids}
          onChange={(ids: number[]) => set({ bgm_ids: ids })}
          options={withSound.map((c) => ({ value: c.id, label: c.title }))}
        />
      </Form.Item>
      {draft.bgm_ids.length > 0 && (
        <Form.Item label={t('editor.musicLevel')}>
          <Slider min={0} max={100} value={draft.bgm_level} onChange={(v) => set({ bgm_level: v })} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-project">
        {t('editor.save')}
      </Button>
    </Form>
  );
}
