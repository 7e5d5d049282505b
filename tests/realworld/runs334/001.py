# Port of a gated MLP classifier to torch.compile (fullgraph for export-friendliness)
import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
class GatedMLP(nn.Module):
    def __init__(self, d_in=32, d_h=64, n_cls=4):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_h)
        self.gate = nn.Linear(d_in, d_h)
        self.fc2 = nn.Linear(d_h, n_cls)
    def forward(self, x):
        h = self.fc1(x)
        # skip the gate when the batch is all-positive (legacy behaviour from the TF model)
        if (x > 0).float().mean() > 0.5:
            h = h * torch.sigmoid(self.gate(x))
        return self.fc2(torch.relu(h))

X = torch.randn(512, 32); y = (X[:, :4].argmax(1))
dl = DataLoader(TensorDataset(X, y), batch_size=32, shuffle=True)
model = GatedMLP()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
cmodel = torch.compile(model, fullgraph=True, backend="aot_eager")
print(f"torch {torch.__version__}; compiling model with fullgraph=True")
for epoch in range(2):
    for step, (xb, yb) in enumerate(dl):
        loss = nn.functional.cross_entropy(cmodel(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
