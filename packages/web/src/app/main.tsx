// Web entry (spec §1 start-up): resolve the tenant from the host, load its configuration, render.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
