// Re-exported only until the profile-page split imports it from components/ui/tag-input.tsx.
export { TagInput } from "../../components/ui/tag-input.tsx";
