// What each housemate pays, for a property page, loaded on its own by pages that show it only to
// members of a group (decision 040: nobody else's page downloads it).
export { GroupSharePanel } from "./group-share-panel.tsx";
