# MLP on pre-extracted sentence embeddings; features and labels come from separate arrays (features.pt / labels.pt)
import torch
from torch import nn
from torch.utils.data import DataLoader

torch.manual_seed(0)
N, D, C = 6000, 96, 5

# --- stand-in for the embedding export job: writes features and labels as two separate files
g = torch.Generator().manual_seed(3)
centers = torch.randn(C, D, generator=g) * 1.5
labels_all = torch.randint(0, C, (N,), generator=g)
feats_all = centers[labels_all] + torch.randn(N, D, generator=g)
torch.save(feats_all, "features_009.pt")
torch.save(labels_all, "labels_009.pt")

features = torch.load("features_009.pt")
labels = torch.load("labels_009.pt")
print(f"features {tuple(features.shape)} labels {tuple(labels.shape)} classes {labels.unique().tolist()}")
tr_x, va_x = features[:5000], features[5000:]
tr_y, va_y = labels[:5000], labels[5000:]

BS = 100
train_x_dl = DataLoader(tr_x, batch_size=BS, shuffle=True)
train_y_dl = DataLoader(tr_y, batch_size=BS, shuffle=True)
val_x_dl = DataLoader(va_x, batch_size=BS)
val_y_dl = DataLoader(va_y, batch_size=BS)

model = nn.Sequential(nn.Linear(D, 256), nn.ReLU(), nn.Dropout(0.1), nn.Linear(256, C))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(8):
    model.train()
    tl, tc, tn = 0.0, 0, 0
    for xb, yb in zip(train_x_dl, train_y_dl):
        out = model(xb)
        loss = loss_fn(out, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tl += loss.item() * len(yb)
        tc += (out.argmax(1) == yb).sum().item()
        tn += len(yb)
    model.eval()
    vc = vn = 0
    with torch.no_grad():
        for xb, yb in zip(val_x_dl, val_y_dl):
            vc += (model(xb).argmax(1) == yb).sum().item()
            vn += len(yb)
    print(f"epoch {epoch+1}/8 train_loss {tl/tn:.4f} train_acc {tc/tn:.4f} val_acc {vc/vn:.4f}")
torch.save(model.state_dict(), "mlp_009.pt")
print("saved mlp_009.pt")
