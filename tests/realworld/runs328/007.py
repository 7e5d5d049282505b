# Text classifier with torch.compile; length-grouped batches (like HF group_by_length) padded to the batch max
import time, random
import torch
from torch import nn
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(0)
random.seed(0)
VOCAB, PAD = 2000, 0


class VarLenText(Dataset):
    def __init__(self, n):
        self.items = []
        for _ in range(n):
            L = random.randint(8, 128)
            ids = torch.randint(1, VOCAB, (L,))
            self.items.append((ids, int(ids.float().mean() > VOCAB / 2)))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


def collate(batch):
    L = max(len(x) for x, _ in batch)
    ids = torch.full((len(batch), L), PAD, dtype=torch.long)
    for i, (x, _) in enumerate(batch):
        ids[i, : len(x)] = x
    return ids, torch.tensor([y for _, y in batch])


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=PAD)
        self.enc = nn.TransformerEncoderLayer(64, 4, 128, batch_first=True, dropout=0.0)
        self.head = nn.Linear(64, 2)

    def forward(self, ids):
        mask = ids == PAD
        h = self.enc(self.emb(ids), src_key_padding_mask=mask)
        h = h.masked_fill(mask.unsqueeze(-1), 0).sum(1) / (~mask).sum(1, keepdim=True)
        return self.head(h)


model = Classifier()
# static shapes for best CPU kernels
cmodel = torch.compile(model, dynamic=False)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
class LengthGroupedBatchSampler(torch.utils.data.Sampler):
    """Sort by length so that each batch needs little padding, then shuffle the order of the batches."""

    def __init__(self, lengths, batch_size):
        order = sorted(range(len(lengths)), key=lambda i: lengths[i])
        self.batches = [order[i:i + batch_size] for i in range(0, len(order), batch_size)]

    def __iter__(self):
        random.shuffle(self.batches)
        return iter(self.batches)

    def __len__(self):
        return len(self.batches)


ds = VarLenText(768)
dl = DataLoader(ds, batch_sampler=LengthGroupedBatchSampler([len(x) for x, _ in ds.items], 16), collate_fn=collate)

print(f"torch {torch.__version__}, steps/epoch {len(dl)}")
for epoch in range(2):
    t_epoch = time.time()
    for step, (ids, y) in enumerate(dl):
        t0 = time.time()
        loss = nn.functional.cross_entropy(cmodel(ids), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        dt = time.time() - t0
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} seq_len {ids.shape[1]} loss {loss.item():.4f} step_time {dt*1000:.0f}ms", flush=True)
    print(f"epoch {epoch} done in {time.time()-t_epoch:.1f}s", flush=True)
