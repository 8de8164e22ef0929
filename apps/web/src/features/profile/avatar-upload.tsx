import type { Profile } from "@roost/shared/contracts/profile.ts";
import { SUCCESS_TEXTS } from "@roost/shared/domain/errors.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { useMutation } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { type ChangeEvent, useId, useRef } from "react";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { uploadAvatar } from "./profile.queries.ts";
import { AVATAR_ERROR_TITLE, avatarFailureText, avatarFileProblem } from "./profile-form.ts";

/**
 * The avatar with its Change photo button (§2, §5): picks an image, checks its type and size
 * here first, uploads it to POST /api/me/avatar and hands the updated profile back.
 */
export function AvatarUpload({
  profile,
  onUploaded,
}: {
  profile: Profile;
  onUploaded(profile: Profile): void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (updated) => {
      onUploaded(updated);
      notify("success", SUCCESS_TEXTS.avatar_updated);
    },
    onError: (error) => notify("error", avatarFailureText(isApiError(error) ? error : null)),
  });

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    e.target.value = "";
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      notify("error", { title: AVATAR_ERROR_TITLE, description: problem });
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="relative shrink-0">
        <Avatar src={profile.avatar_url} name={profile.display_name} size={96} />
        {upload.isPending && (
          <div
            className="absolute inset-0 flex items-center justify-center rounded-full bg-stone-900/50"
            role="status"
          >
            <span
              className="size-7 animate-spin rounded-full border-[3px] border-white border-r-transparent"
              aria-hidden
            />
            <span className="sr-only">Uploading photo...</span>
          </div>
        )}
      </div>
      <div className="flex flex-col items-center gap-1.5 sm:items-start">
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          // The Change photo button is the control people use; the picker itself stays out of view.
          className="hidden"
          onChange={onPick}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={upload.isPending}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          {!upload.isPending && <Camera className="size-4" aria-hidden />}
          {upload.isPending ? "Uploading..." : "Change photo"}
        </Button>
        <p id={hintId} className="text-xs text-stone-500">
          {UI_TEXTS.avatarHint}
        </p>
      </div>
    </div>
  );
}
