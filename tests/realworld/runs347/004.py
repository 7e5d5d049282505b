# Sequence classifier ported from a JAX (jax.jit) training script to PyTorch 2 + torch.compile.
# Batches are length-bucketed (no padding to a global max length).
import time
import torch
import torch.nn as nn

torch.manual_seed(0)
VOCAB, D, BATCH = 200, 64, 16


class SeqClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.enc = nn.TransformerEncoderLayer(D, nhead=4, dim_feedforward=128, batch_first=True, dropout=0.0)
        self.head = nn.Linear(D, 2)

    def forward(self, ids):
        h = self.enc(self.emb(ids))
        return self.head(h.mean(dim=1))


def make_batch(g):
    length = int(torch.randint(8, 64, (1,), generator=g))
    y = torch.randint(0, 2, (BATCH,), generator=g)
    ids = torch.randint(0, VOCAB // 2, (BATCH, length), generator=g) + (VOCAB // 2) * y[:, None]
    return ids, y


model = SeqClassifier()
cmodel = torch.compile(model, backend="aot_eager", dynamic=False)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
loss_fn = nn.CrossEntropyLoss()
g = torch.Generator().manual_seed(0)

t_start = time.time()
for step in range(1, 61):
    ids, y = make_batch(g)
    t0 = time.time()
    loss = loss_fn(cmodel(ids), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    dt = time.time() - t0
    if step % 5 == 0 or dt > 1.0:
        print(f"step {step:3d} seq_len {ids.shape[1]:2d} loss {loss.item():.4f} step_time {dt * 1000:8.1f} ms")
print(f"total train time {time.time() - t_start:.1f}s for 60 steps")
