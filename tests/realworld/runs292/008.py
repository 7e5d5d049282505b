# Evaluate the sentiment classifier checkpoint written by the multi-device training job.
import os, torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
torch.manual_seed(0)

class Classifier(nn.Module):
    def __init__(self, vocab=500, dim=64, n_cls=2):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(dim, 64), nn.ReLU(), nn.Linear(64, n_cls))
    def forward(self, x): return self.mlp(self.emb(x))

def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randint(0, 500, (n, 20), generator=g)
    y = ((x < 50).sum(1) > 2).long()
    return TensorDataset(x, y)

def accuracy(model, dl):
    model.eval(); correct = total = 0
    with torch.no_grad():
        for x, y in dl:
            correct += (model(x).argmax(-1) == y).sum().item(); total += len(y)
    return correct / total

ckpt = "sentiment_clf.pt"
if not os.path.exists(ckpt):
    # training job (wrapped in DataParallel on the training box)
    net = nn.DataParallel(Classifier())
    opt = torch.optim.Adam(net.parameters(), lr=5e-3)
    dl = DataLoader(make_data(4000, 1), batch_size=64, shuffle=True)
    for epoch in range(8):
        for x, y in dl:
            loss = nn.functional.cross_entropy(net(x), y)
            loss.backward(); opt.step(); opt.zero_grad()
        print(f"train epoch {epoch} loss {loss.item():.4f}")
    print(f"train accuracy {accuracy(net, dl):.4f}")
    torch.save(net.state_dict(), ckpt)

model = Classifier()
res = model.load_state_dict(torch.load(ckpt, map_location="cpu"), strict=False)
print(f"loaded {ckpt}: {len(res.missing_keys)} missing, {len(res.unexpected_keys)} unexpected")
test = DataLoader(make_data(1000, 2), batch_size=128)
print(f"test accuracy {accuracy(model, test):.4f}")
