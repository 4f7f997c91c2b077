import { useEffect, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useStore, useTranslate } from 'react-admin';
import { AVATAR_VERSION_KEY } from '../../layout/AccountAvatar';
import type { Profile } from '../../../contract/profile';
import { useAvatarImage } from '../../ui/useAvatarImage';
import { useAvatarUpload } from './useAvatarUpload';

/** The avatar, with the upload button and its progress. */
export function AvatarCard({ profile, onChange }: { profile: Profile; onChange: () => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const image = useAvatarImage(profile.avatarVersion);
  const [, setAppBarVersion] = useStore<string | null>(AVATAR_VERSION_KEY);
  useEffect(
    () => setAppBarVersion(profile.avatarVersion),
    [profile.avatarVersion, setAppBarVersion],
  );
  const { upload, progress } = useAvatarUpload(onChange);

  const picked = (files: FileList | null) => {
    const file = files?.[0];
    // the same file may be picked again after a refusal
    if (input.current) input.current.value = '';
    if (file) void upload(file);
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={translate('profile.avatar.title')} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Avatar
          src={image ?? undefined}
          alt={translate('profile.avatar.alt', { name: profile.name })}
          sx={{ width: 112, height: 112, fontSize: 44 }}
        >
          {profile.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography variant="h6" component="p">
          {profile.name}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          data-testid="avatar-file"
          onChange={(event) => picked(event.target.files)}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          {translate(profile.avatarVersion ? 'profile.avatar.change' : 'profile.avatar.upload')}
        </Button>
        {progress !== null ? (
          <Box sx={{ width: '100%' }} role="status">
            <LinearProgress variant="determinate" value={progress} />
            <Typography variant="caption">
              {translate('profile.avatar.uploading', { percent: progress })}
            </Typography>
          </Box>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('profile.avatar.hint')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
