# Classifier over per-sample feature files exported by the preprocessing job (features/*.pt + labels.csv)
import os, csv, torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(0)
# --- preprocessing job output (normally produced upstream)
os.makedirs("features", exist_ok=True)
W = torch.randn(16, 3)
with open("labels.csv", "w", newline="") as f:
    wr = csv.writer(f); wr.writerow(["file", "label"])
    for i in range(1200):
        x = torch.randn(16); y = int((x @ W).argmax())
        torch.save(x, f"features/sample_{i}.pt"); wr.writerow([f"sample_{i}.pt", y])

class FeatureDir(Dataset):
    def __init__(self, root, label_csv):
        self.files = [os.path.join(root, n) for n in os.listdir(root) if n.endswith(".pt")]
        with open(label_csv) as f:
            self.labels = [int(r["label"]) for r in csv.DictReader(f)]
        assert len(self.files) == len(self.labels)
    def __len__(self): return len(self.files)
    def __getitem__(self, i):
        return torch.load(self.files[i]), self.labels[i]

ds = FeatureDir("features", "labels.csv")
tr, va = torch.utils.data.random_split(ds, [1000, 200], generator=torch.Generator().manual_seed(0))
dl = DataLoader(tr, batch_size=50, shuffle=True, num_workers=2)
vl = DataLoader(va, batch_size=200)
model = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 3))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
print(f"{len(ds)} samples, train {len(tr)} / val {len(va)}")
for epoch in range(10):
    model.train(); tot = 0.0; correct = 0
    for x, y in dl:
        logits = model(x); loss = nn.functional.cross_entropy(logits, y)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item() * len(y); correct += (logits.argmax(1) == y).sum().item()
    model.eval()
    with torch.no_grad():
        x, y = next(iter(vl)); vacc = (model(x).argmax(1) == y).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/len(tr):.4f} train_acc {correct/len(tr):.3f} val_acc {vacc:.3f}")
