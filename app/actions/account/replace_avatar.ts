import type User from '#models/user'
import { removeAvatar, storeAvatar, toAvatarWebp } from '#services/images/avatar'

/**
 * Replaces a user's profile picture: re-encodes the upload (toAvatarWebp — throws
 * NotAnImageError for anything but a JPEG, PNG or WebP image), stores it under a new
 * server-generated name, points the user at it, then removes the previous file. If saving the
 * user fails the new file is removed again, so nothing is half-saved. Returns the new disk path.
 */
export default class ReplaceAvatar {
  async handle(user: User, upload: Buffer): Promise<string> {
    const webp = await toAvatarWebp(upload)
    const path = await storeAvatar(webp)
    const previous = user.avatarPath
    user.avatarPath = path
    try {
      await user.save()
    } catch (error) {
      user.avatarPath = previous
      await removeAvatar(path)
      throw error
    }
    await removeAvatar(previous)
    return path
  }

  /** Removes the profile picture (file and reference). */
  async remove(user: User): Promise<void> {
    const previous = user.avatarPath
    if (!previous) return
    user.avatarPath = null
    await user.save()
    await removeAvatar(previous)
  }
}
