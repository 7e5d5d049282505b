# Tabular binary classifier, port of a tf.data + Keras pipeline to PyTorch.
import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
rng = np.random.default_rng(0)
N_TRAIN, N_VAL, D = 4000, 1000, 12
w = rng.standard_normal(D)

def make_split(n):
    x = rng.standard_normal((n, D)).astype(np.float32)
    y = (x @ w + 0.3 * rng.standard_normal(n) > 0).astype(np.int64)
    return x, y

x_train, y_train = make_split(N_TRAIN)
x_val, y_val = make_split(N_VAL)

# features_ds.shuffle(4096) / labels_ds.shuffle(4096) equivalent
features = torch.from_numpy(x_train)[torch.randperm(N_TRAIN)]
labels = torch.from_numpy(y_train)[torch.randperm(N_TRAIN)]
x_val_t, y_val_t = torch.from_numpy(x_val), torch.from_numpy(y_val)

model = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
BATCH = 64

for epoch in range(10):
    model.train()
    total, correct = 0.0, 0
    for i in range(0, N_TRAIN, BATCH):
        xb, yb = features[i:i + BATCH], labels[i:i + BATCH]
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(yb)
        correct += (logits.argmax(1) == yb).sum().item()
    model.eval()
    with torch.no_grad():
        vl = model(x_val_t)
        val_loss = loss_fn(vl, y_val_t).item()
        val_acc = (vl.argmax(1) == y_val_t).float().mean().item()
    print(f"epoch {epoch + 1}/10 - loss: {total / N_TRAIN:.4f} - accuracy: {correct / N_TRAIN:.4f} "
          f"- val_loss: {val_loss:.4f} - val_accuracy: {val_acc:.4f}")
