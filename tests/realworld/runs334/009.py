# Keras -> PyTorch port of a small tabular BN-MLP. Parity check: run the port next to the reference
# settings (same init, same batches) and compare train/eval losses per epoch.
import copy, torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
# settings copied from the Keras model config
keras_cfg = {"bn_momentum": 0.99, "bn_epsilon": 1e-3, "lr": 1e-3, "batch_size": 16, "epochs": 12}

def build(momentum, eps):
    return nn.Sequential(nn.Linear(10, 64), nn.BatchNorm1d(64, momentum=momentum, eps=eps), nn.ReLU(),
                         nn.Linear(64, 64), nn.BatchNorm1d(64, momentum=momentum, eps=eps), nn.ReLU(),
                         nn.Linear(64, 1))
X = torch.randn(2000, 10) * torch.linspace(0.5, 3, 10) + 2.0
Y = (X.sin().sum(1, keepdim=True) + 0.1 * torch.randn(2000, 1))
Xv, Yv = X[1600:], Y[1600:]
ref = build(1 - keras_cfg["bn_momentum"], keras_cfg["bn_epsilon"])   # reference semantics (Keras BN update)
port = copy.deepcopy(ref)
for m in port.modules():
    if isinstance(m, nn.BatchNorm1d):
        m.momentum, m.eps = keras_cfg["bn_momentum"], keras_cfg["bn_epsilon"]
runs = {"reference": ref, "port": port}
opts = {k: torch.optim.Adam(m.parameters(), lr=keras_cfg["lr"]) for k, m in runs.items()}
g = torch.Generator().manual_seed(1)
dl = DataLoader(TensorDataset(X[:1600], Y[:1600]), batch_size=keras_cfg["batch_size"], shuffle=True, generator=g)
for epoch in range(keras_cfg["epochs"]):
    tr = {k: 0.0 for k in runs}
    for xb, yb in dl:
        for k, m in runs.items():
            m.train(); loss = nn.functional.mse_loss(m(xb), yb)
            opts[k].zero_grad(); loss.backward(); opts[k].step(); tr[k] += loss.item() / len(dl)
    ev = {}
    with torch.no_grad():
        for k, m in runs.items():
            m.eval(); ev[k] = nn.functional.mse_loss(m(Xv), Yv).item()
    print(f"epoch {epoch} train_loss ref {tr['reference']:.4f} port {tr['port']:.4f} | "
          f"eval_loss ref {ev['reference']:.4f} port {ev['port']:.4f}")
