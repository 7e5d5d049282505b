# PyTorch 2.x training loop: bf16 autocast on CPU, torch.compile, OneCycleLR, DataLoader workers,
# resumable checkpoints (plain tensors/ints only so torch.load(weights_only=True) works).
import argparse, os, time, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=4)
p.add_argument("--stop-after", type=int, default=None)
p.add_argument("--ckpt", default="ckpt_011.pt")
args = p.parse_args()
torch.manual_seed(0)

g = torch.Generator().manual_seed(0)
X = torch.randn(6000, 32, generator=g); W = torch.randn(32, 6, generator=g)
y = (torch.relu(X) @ W).argmax(1)
train_dl = DataLoader(TensorDataset(X[:5000], y[:5000]), batch_size=100, shuffle=True, num_workers=2, persistent_workers=True)
Xv, yv = X[5000:], y[5000:]

model = nn.Sequential(nn.Linear(32, 256), nn.GELU(), nn.LayerNorm(256), nn.Linear(256, 256), nn.GELU(), nn.Linear(256, 6))
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=args.epochs * len(train_dl))
start = 0
if os.path.exists(args.ckpt):
    ck = torch.load(args.ckpt, weights_only=True)
    model.load_state_dict(ck["model"]); opt.load_state_dict(ck["opt"]); sched.load_state_dict(ck["sched"])
    start = ck["epoch"] + 1
    print(f"resumed from {args.ckpt} at epoch {start} (lr {sched.get_last_lr()[0]:.2e})", flush=True)
cmodel = torch.compile(model)

for epoch in range(start, args.epochs):
    model.train(); t0 = time.time(); tl = n = 0
    for x, yb in train_dl:
        with torch.autocast("cpu", dtype=torch.bfloat16):
            loss = nn.functional.cross_entropy(cmodel(x), yb)
        opt.zero_grad(set_to_none=True); loss.backward(); opt.step(); sched.step()
        tl += loss.item() * len(yb); n += len(yb)
    model.eval()
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
        acc = (cmodel(Xv).argmax(1) == yv).float().mean().item()
    print(f"epoch {epoch} loss {tl/n:.4f} val_acc {acc:.4f} lr {sched.get_last_lr()[0]:.2e} time {time.time()-t0:.1f}s", flush=True)
    torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(), "epoch": epoch}, args.ckpt)
    if args.stop_after is not None and epoch == args.stop_after:
        print(f"stopping after epoch {epoch} (time limit)", flush=True)
        break
