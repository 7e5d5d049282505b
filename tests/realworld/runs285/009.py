# STS-style score regression: AutoModel encoder + mean pooling + linear head, MSE on a 0..5 score.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset
from transformers import AutoModel, BertConfig

torch.manual_seed(0)
VOCAB, SEQ = 600, 32
HOT = torch.arange(10, 110)  # the score is driven by how many of these tokens a text contains


def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(110, VOCAB, (n, SEQ), generator=g)
    k = torch.randint(0, 11, (n,), generator=g)
    for i in range(n):
        pos = torch.randperm(SEQ, generator=g)[: int(k[i])]
        ids[i, pos] = HOT[torch.randint(0, len(HOT), (len(pos),), generator=g)]
    score = k.float() / 2.0  # 0.0 .. 5.0
    return ids, score


class ScoreModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = AutoModel.from_config(BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2,
                                                        num_attention_heads=4, intermediate_size=128,
                                                        max_position_embeddings=SEQ))
        self.head = nn.Linear(64, 1)

    def forward(self, ids):
        h = self.encoder(input_ids=ids).last_hidden_state.mean(dim=1)
        return self.head(h)


def pearson(a, b):
    a, b = a - a.mean(), b - b.mean()
    return (a * b).sum() / (a.norm() * b.norm() + 1e-8)


train_ids, train_s = make_split(1024, 1)
val_ids, val_s = make_split(256, 2)
print(f"train {tuple(train_ids.shape)} score mean {train_s.mean():.3f} var {train_s.var():.3f}")
model = ScoreModel()
loader = DataLoader(TensorDataset(train_ids, train_s), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(3):
    model.train()
    tot = 0.0
    for x, s in loader:
        pred = model(x)
        loss = F.mse_loss(pred, s)
        loss.backward()
        opt.step(); opt.zero_grad()
        tot += loss.item()
    model.eval()
    with torch.no_grad():
        vp = model(val_ids).squeeze(-1)
    print(f"epoch {epoch} train_mse {tot / len(loader):.4f} val_mse {F.mse_loss(vp, val_s):.4f} "
          f"val_pearson {pearson(vp, val_s):.4f} pred_std {vp.std():.4f}")
