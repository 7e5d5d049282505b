# Regression with early stopping, ported from Keras
# (EarlyStopping(monitor="val_loss", patience=5, restore_best_weights=True)).
import torch
import torch.nn as nn

torch.manual_seed(0)
F = 30
w = torch.randn(F, 1)


def make(n):
    x = torch.randn(n, F)
    return x, x @ w * 0.3 + torch.sin(3 * x[:, :1]) + 0.8 * torch.randn(n, 1)


x_tr, y_tr = make(160)
x_va, y_va = make(400)
x_te, y_te = make(400)

model = nn.Sequential(nn.Linear(F, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 1))
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
mse = nn.MSELoss()

best_loss, best_state, best_epoch, wait, patience = float("inf"), None, -1, 0, 5
for epoch in range(1, 201):
    model.train()
    perm = torch.randperm(len(x_tr))
    for i in range(0, len(x_tr), 32):
        idx = perm[i:i + 32]
        loss = mse(model(x_tr[idx]), y_tr[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        tr_loss = mse(model(x_tr), y_tr).item()
        val_loss = mse(model(x_va), y_va).item()
    if val_loss < best_loss:
        best_loss, best_state, best_epoch, wait = val_loss, model.state_dict(), epoch, 0
        print(f"epoch {epoch:3d} loss {tr_loss:.4f} val_loss {val_loss:.4f}  (improved, saving weights)")
    else:
        wait += 1
        print(f"epoch {epoch:3d} loss {tr_loss:.4f} val_loss {val_loss:.4f}  (no improvement {wait}/{patience})")
        if wait >= patience:
            print(f"early stopping at epoch {epoch}")
            break

print(f"restoring model weights from the end of the best epoch: {best_epoch} (val_loss {best_loss:.4f})")
model.load_state_dict(best_state)
model.eval()
with torch.no_grad():
    print(f"restored model: val_loss {mse(model(x_va), y_va).item():.4f}  test_loss {mse(model(x_te), y_te).item():.4f}")
torch.save(model.state_dict(), "regressor_best.pt")
print("saved regressor_best.pt")
