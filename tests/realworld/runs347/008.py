# Convert the Keras MLP checkpoint (exported with model.get_weights() -> npz) into the PyTorch port,
# then continue fine-tuning in PyTorch.
import numpy as np
import torch
import torch.nn as nn

rng = np.random.default_rng(0)
IN, HID, OUT = 20, 48, 3

# --- the exported Keras weights (dense/kernel, dense/bias, dense_1/kernel, dense_1/bias) ---
keras_weights = {
    "dense/kernel": rng.standard_normal((IN, HID)).astype(np.float32) * 0.2,
    "dense/bias": np.zeros(HID, dtype=np.float32),
    "dense_1/kernel": rng.standard_normal((HID, OUT)).astype(np.float32) * 0.2,
    "dense_1/bias": np.zeros(OUT, dtype=np.float32),
}
np.savez("keras_mlp_export.npz", **keras_weights)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(IN, HID)
        self.fc2 = nn.Linear(HID, OUT)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


NAME_MAP = {
    "dense/kernel": "fc1.weight", "dense/bias": "fc1.bias",
    "dense_1/kernel": "fc2.weight", "dense_1/bias": "fc2.bias",
}

ckpt = np.load("keras_mlp_export.npz")
state_dict = {NAME_MAP[k]: torch.from_numpy(ckpt[k]) for k in ckpt.files}
for k, v in state_dict.items():
    print(f"converted {k:12s} {tuple(v.shape)}")

model = MLP()
model.load_state_dict(state_dict, strict=True)
print("checkpoint loaded")

x = torch.randn(256, IN)
y = torch.randint(0, OUT, (256,))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(50):
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(f"step {step} loss {loss.item():.4f}")
