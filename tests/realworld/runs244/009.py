# Parity check for a Keras -> PyTorch port of a BatchNorm MLP classifier.
# "ref" is the hand-written PyTorch model validated against the Keras run,
# "port" is the module produced by the automatic layer-by-layer conversion of the saved Keras model.
import copy
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D, C = 4096, 24, 5
scale = torch.logspace(-1, 1.5, D)
X = torch.randn(N, D) * scale + 3.0
W = torch.randn(D, C)
Y = ((X - 3.0) / scale @ W).argmax(1)
train = TensorDataset(X[:3584], Y[:3584])
val = TensorDataset(X[3584:], Y[3584:])


def build(head_activation=None):
    layers = [
        nn.Linear(D, 128), nn.BatchNorm1d(128, momentum=0.01, eps=1e-3), nn.ReLU(),
        nn.Linear(128, 64), nn.BatchNorm1d(64, momentum=0.01, eps=1e-3), nn.ReLU(),
        nn.Linear(64, C),
    ]
    if head_activation is not None:  # Dense(C, activation=...) in the Keras model
        layers.append(head_activation)
    return nn.Sequential(*layers)


ref = build()
port = build(head_activation=nn.Softmax(dim=-1))
port.load_state_dict(ref.state_dict())
models = {"ref": ref, "port": port}
opts = {k: torch.optim.Adam(m.parameters(), lr=1e-3, eps=1e-7) for k, m in models.items()}
crit = nn.CrossEntropyLoss()


def evaluate(m):
    m.eval()
    loss = correct = 0.0
    with torch.no_grad():
        for x, y in DataLoader(val, batch_size=256):
            out = m(x)
            loss += crit(out, y).item() * len(y)
            correct += (out.argmax(1) == y).sum().item()
    m.train()
    return loss / len(val), correct / len(val)


for epoch in range(6):
    g = torch.Generator().manual_seed(epoch)
    loader = DataLoader(train, batch_size=16, shuffle=True, generator=g)
    tr = {"ref": 0.0, "port": 0.0}
    for x, y in loader:
        for k, m in models.items():
            loss = crit(m(x), y)
            opts[k].zero_grad(); loss.backward(); opts[k].step()
            tr[k] += loss.item()
    ev = {k: evaluate(m) for k, m in models.items()}
    print(f"epoch {epoch} train_loss ref {tr['ref'] / len(loader):.4f} port {tr['port'] / len(loader):.4f} | "
          f"val_loss ref {ev['ref'][0]:.4f} port {ev['port'][0]:.4f} | "
          f"val_acc ref {ev['ref'][1]:.4f} port {ev['port'][1]:.4f} | "
          f"abs diff val_loss {abs(ev['ref'][0] - ev['port'][0]):.4f}")
