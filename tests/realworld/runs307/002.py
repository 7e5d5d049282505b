# Fine-tune a small classifier, save a checkpoint, then reload it in an eval script.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


class Classifier(nn.Module):
    def __init__(self, d_in=32, d_hidden=128, n_classes=4):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(d_in, d_hidden), nn.GELU(), nn.Linear(d_hidden, d_hidden), nn.GELU())
        self.head = nn.Linear(d_hidden, n_classes)

    def forward(self, x):
        return self.head(self.backbone(x))


X = torch.randn(2048, 32)
W = torch.randn(32, 4)
y = (X @ W).argmax(1)
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

model = Classifier()
model = torch.compile(model, backend="eager")
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(3):
    total = 0.0
    for xb, yb in loader:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        total += loss.item()
    print(f"epoch {epoch} train_loss {total/len(loader):.4f}")

torch.save(model.state_dict(), "classifier.pt")
print("saved checkpoint to classifier.pt")

# --- evaluation ---
eval_model = Classifier()
state = torch.load("classifier.pt", map_location="cpu")
eval_model.load_state_dict(state)
eval_model.eval()
with torch.no_grad():
    acc = (eval_model(X).argmax(1) == y).float().mean().item()
print(f"eval accuracy {acc:.4f}")
