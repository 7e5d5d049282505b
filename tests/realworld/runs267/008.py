import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
torch.manual_seed(0)
# synthetic 10-class "glyph" images: class prototype + noise
protos = torch.randn(10, 1, 20, 20)
N = 6000
labels_all = torch.randint(0, 10, (N,))
images_all = protos[labels_all] + 0.8 * torch.randn(N, 1, 20, 20)
# train / val split
n_val = 1000
idx_img = torch.randperm(N)
idx_lbl = torch.randperm(N)
x_train, x_val = images_all[idx_img[n_val:]], images_all[idx_img[:n_val]]
y_train, y_val = labels_all[idx_lbl[n_val:]], labels_all[idx_lbl[:n_val]]
print("train", tuple(x_train.shape), "val", tuple(x_val.shape))
train_loader = DataLoader(TensorDataset(x_train, y_train), batch_size=128, shuffle=True)
val_loader = DataLoader(TensorDataset(x_val, y_val), batch_size=500)
model = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(16, 32, 3, padding=1),
                      nn.ReLU(), nn.AdaptiveAvgPool2d(4), nn.Flatten(), nn.Linear(512, 10))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(5):
    model.train(); tl = 0.0
    for xb, yb in train_loader:
        opt.zero_grad(); loss = nn.functional.cross_entropy(model(xb), yb); loss.backward(); opt.step(); tl += loss.item()
    model.eval(); correct = 0; vl = 0.0
    with torch.no_grad():
        for xb, yb in val_loader:
            out = model(xb); vl += nn.functional.cross_entropy(out, yb, reduction="sum").item(); correct += (out.argmax(1) == yb).sum().item()
    print(f"epoch {epoch} train_loss {tl/len(train_loader):.4f} val_loss {vl/n_val:.4f} val_acc {correct/n_val:.4f}")
