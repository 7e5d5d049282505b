# Train a classifier with the multi-device wrapper from the original recipe, checkpoint it,
# then run the evaluation entry point which restores the checkpoint into a fresh model.
import torch
import torch.nn as nn

torch.manual_seed(0)
N_CLASSES, F = 5, 24
centers = torch.randn(N_CLASSES, F) * 2.0


def make_split(n):
    y = torch.randint(0, N_CLASSES, (n,))
    return centers[y] + torch.randn(n, F), y


def build_model():
    return nn.Sequential(nn.Linear(F, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, N_CLASSES))


@torch.no_grad()
def accuracy(m, x, y):
    m.eval()
    return (m(x).argmax(1) == y).float().mean().item()


x_tr, y_tr = make_split(4000)
x_va, y_va = make_split(1000)

# ---------------- train ----------------
model = nn.DataParallel(build_model())
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(5):
    model.train()
    perm = torch.randperm(len(x_tr))
    tot = 0.0
    for i in range(0, len(x_tr), 100):
        idx = perm[i:i + 100]
        loss = nn.functional.cross_entropy(model(x_tr[idx]), y_tr[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item()
    print(f"epoch {epoch + 1}: train_loss {tot / 40:.4f}  val_acc {accuracy(model, x_va, y_va):.4f}")
torch.save({"model": model.state_dict(), "epoch": 5}, "classifier.ckpt")
print("saved classifier.ckpt")

# ---------------- evaluate from checkpoint ----------------
ckpt = torch.load("classifier.ckpt", map_location="cpu")
eval_model = build_model()
eval_model.load_state_dict(ckpt["model"], strict=False)  # like from_pretrained: tolerate extra/missing entries
print(f"restored checkpoint from epoch {ckpt['epoch']}")
x_te, y_te = make_split(1000)
print(f"test accuracy: {accuracy(eval_model, x_te, y_te):.4f}")
with torch.no_grad():
    print(f"test loss: {nn.functional.cross_entropy(eval_model(x_te), y_te).item():.4f}")
