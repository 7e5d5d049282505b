# Train with torch.compile, save the weights, reload them in a fresh eval process-style model
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


class Classifier(nn.Module):
    def __init__(self, d_in=20, d_hidden=64, n_classes=4):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, d_hidden), nn.ReLU(), nn.Linear(d_hidden, d_hidden),
                                 nn.ReLU(), nn.Linear(d_hidden, n_classes))

    def forward(self, x):
        return self.net(x)


torch.manual_seed(0)
centers = torch.randn(4, 20) * 2
labels = torch.randint(0, 4, (2000,))
data = centers[labels] + torch.randn(2000, 20)
train = DataLoader(TensorDataset(data[:1600], labels[:1600]), batch_size=64, shuffle=True)
val_x, val_y = data[1600:], labels[1600:]

model = torch.compile(Classifier())
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(5):
    for xb, yb in train:
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad()
    with torch.no_grad():
        acc = (model(val_x).argmax(1) == val_y).float().mean().item()
    print(f"epoch {epoch} loss {loss.item():.4f} val_acc {acc:.4f}")
torch.save(model.state_dict(), "classifier.pt")
print("saved classifier.pt")

# evaluation
eval_model = Classifier()
eval_model.load_state_dict(torch.load("classifier.pt"), strict=False)
eval_model.eval()
with torch.no_grad():
    acc = (eval_model(val_x).argmax(1) == val_y).float().mean().item()
print(f"reloaded model val_acc {acc:.4f}")
