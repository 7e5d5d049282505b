# Port of a Keras MLP classifier to PyTorch: load exported Keras weights, then fine-tune.
import os
import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
rng = np.random.default_rng(0)

EXPORT = "keras_mlp_export.npz"
if not os.path.exists(EXPORT):
    # weights as dumped by `{w.name: w.numpy() for w in keras_model.weights}`
    np.savez(EXPORT, **{
        "dense/kernel": rng.normal(0, 0.1, (20, 64)).astype(np.float32),
        "dense/bias": np.zeros(64, np.float32),
        "dense_1/kernel": rng.normal(0, 0.1, (64, 32)).astype(np.float32),
        "dense_1/bias": np.zeros(32, np.float32),
        "dense_2/kernel": rng.normal(0, 0.1, (32, 4)).astype(np.float32),
        "dense_2/bias": np.zeros(4, np.float32),
    })


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(20, 64)
        self.fc2 = nn.Linear(64, 32)
        self.head = nn.Linear(32, 4)

    def forward(self, x):
        return self.head(torch.relu(self.fc2(torch.relu(self.fc1(x)))))


NAME_MAP = {
    "dense/kernel": "fc1.weight", "dense/bias": "fc1.bias",
    "dense_1/kernel": "fc2.weight", "dense_1/bias": "fc2.bias",
    "dense_2/kernel": "head.weight", "dense_2/bias": "head.bias",
}

model = MLP()
print(f"model params: {sum(p.numel() for p in model.parameters())}")
keras_w = np.load(EXPORT)
state = {NAME_MAP[k]: torch.from_numpy(keras_w[k]) for k in keras_w.files}
print(f"converted {len(state)} tensors from {EXPORT}")
model.load_state_dict(state)
print("weights loaded")

X = torch.randn(512, 20)
y = (X[:, :4].argmax(1))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(3):
    perm = torch.randperm(512)
    tot = 0.0
    for i in range(0, 512, 64):
        idx = perm[i:i + 64]
        loss = nn.functional.cross_entropy(model(X[idx]), y[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item()
    print(f"epoch {epoch} loss {tot / 8:.4f}")
