import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";

const meta = {
  title: "Basics/Modal",
  component: Modal,
  args: { open: false, onClose: () => {}, title: "Avery Quinn", children: null },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from a button; Escape, the close button or the overlay close it. */
export const Default: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Open profile</Button>
        <Modal {...args} open={open} onClose={() => setOpen(false)}>
          <p>Product designer and judge. Loves sketching interfaces on napkins.</p>
        </Modal>
      </div>
    );
  },
};
