// @ts-check
/** @type {import("@docusaurus/plugin-content-docs").SidebarsConfig} */
const typedocSidebar = {
  items: [
    {
      type: "doc",
      id: "api/common",
      label: "common"
    },
    {
      type: "doc",
      id: "api/errors",
      label: "errors"
    },
    {
      type: "doc",
      id: "api/events",
      label: "events"
    },
    {
      type: "doc",
      id: "api/external",
      label: "external"
    },
    {
      type: "doc",
      id: "api/horizon",
      label: "horizon"
    },
    {
      type: "doc",
      id: "api/operations",
      label: "operations"
    },
    {
      type: "doc",
      id: "api/products",
      label: "products"
    },
    {
      type: "doc",
      id: "api/purchases",
      label: "purchases"
    },
    {
      type: "doc",
      id: "api/requests",
      label: "requests"
    },
    {
      type: "doc",
      id: "api/validation",
      label: "validation"
    }
  ]
};
module.exports = typedocSidebar.items;