# Resume-able training loop ported from a PyTorch 1.x project (re-submitted job picks up the last checkpoint)
import argparse, os, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=4)
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--bs", type=int, default=64)
p.add_argument("--ckpt", default="ckpt_001.pt")
args = p.parse_args()
torch.manual_seed(0)

X = torch.randn(2048, 32); w = torch.randn(32, 4); y = (X @ w).argmax(1)
dl = DataLoader(TensorDataset(X, y), batch_size=args.bs, shuffle=True)
model = nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 4))
opt = torch.optim.AdamW(model.parameters(), lr=args.lr)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs * len(dl))

def run_epoch(ep):
    model.train(); tot = 0; correct = 0; n = 0
    for xb, yb in dl:
        out = model(xb); loss = nn.functional.cross_entropy(out, yb)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step()
        tot += loss.item() * len(yb); correct += (out.argmax(1) == yb).sum().item(); n += len(yb)
    print(f"epoch {ep} loss {tot/n:.4f} acc {correct/n:.4f} lr {sched.get_last_lr()[0]:.2e}", flush=True)

start = 0
if os.path.exists(args.ckpt):
    print(f"=> resuming from {args.ckpt}", flush=True)
    ckpt = torch.load(args.ckpt)
    model.load_state_dict(ckpt["model"]); opt.load_state_dict(ckpt["optimizer"])
    sched.load_state_dict(ckpt["scheduler"]); start = ckpt["epoch"] + 1
    print(f"=> resumed at epoch {start}", flush=True)

for ep in range(start, args.epochs):
    run_epoch(ep)
    torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(),
                "scheduler": sched.state_dict(), "epoch": ep, "args": args}, args.ckpt)
    print(f"=> saved checkpoint {args.ckpt} (epoch {ep})", flush=True)
