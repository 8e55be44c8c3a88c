import { avatarResponseSchema, MESSAGES, photoShowQuerySchema, profileImgTypeSchema } from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { readMultipartUpload } from '../../platform/storage/multipart-upload.ts';
import type { ProfilePhotoService } from './profile-photo.service.ts';

export const profilePhotoRoutes: FastifyPluginAsyncZod<{ photo: ProfilePhotoService }> = async (app, { photo }) => {
  app.get(
    '/profile/photo_show',
    {
      config: { permission: 'view.avatar' },
      schema: {
        summary: "The caller's profile image, or that of a user of the same platform (query user_id)",
        querystring: photoShowQuerySchema,
        response: { 200: avatarResponseSchema },
      },
    },
    (request) => photo.show(requireAuth(request), request.query.user_id),
  );

  app.put(
    '/users/profiles/photo',
    {
      config: { permission: 'view.avatar' },
      schema: {
        summary: 'Uploads the profile photo (multipart, one png or jpeg file of at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { files } = await readMultipartUpload(request, {
        maxFiles: 1,
        allowed: ['image'],
        tooManyMessage: MESSAGES.onePhotoOnly,
      });
      const [file] = files;
      if (!file) throw badRequest(MESSAGES.fileMissing);
      return photo.upload(auth, file);
    },
  );

  app.delete(
    '/profile/remove_photo',
    {
      config: { permission: 'view.avatar' },
      schema: { summary: 'Removes the profile photo', response: { 200: avatarResponseSchema } },
    },
    (request) => photo.remove(requireAuth(request)),
  );

  app.post(
    '/profile/profile_img_type',
    {
      config: { permission: 'view.studentDashboard' },
      schema: {
        summary: 'Students: picks a ready-made avatar and whether the avatar or the picture is shown',
        body: profileImgTypeSchema,
        response: { 200: avatarResponseSchema },
      },
    },
    (request) => photo.chooseImageType(requireAuth(request), request.body),
  );
};
