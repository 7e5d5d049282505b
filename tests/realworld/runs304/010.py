import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)


class SeqDataset(Dataset):
    def __init__(self, n=800, vocab=200):
        g = torch.Generator().manual_seed(0)
        self.items = []
        for _ in range(n):
            L = int(torch.randint(8, 40, (1,), generator=g))
            seq = torch.randint(1, vocab, (L,), generator=g)
            self.items.append((seq, int(seq[:4].sum() % 2)))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


def collate(batch):
    seqs, labels = zip(*batch)
    return pad_sequence(seqs, batch_first=True, padding_value=0), torch.tensor(labels)


class TinyEncoder(nn.Module):
    def __init__(self, vocab=200, d=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, d, padding_idx=0)
        layer = nn.TransformerEncoderLayer(d, 4, 128, dropout=0.0, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.cls = nn.Linear(d, 2)

    def forward(self, x):
        pad = x == 0
        h = self.enc(self.emb(x), src_key_padding_mask=pad)
        h = h.masked_fill(pad.unsqueeze(-1), 0).sum(1) / (~pad).sum(1, keepdim=True)
        return self.cls(h)


loader = DataLoader(SeqDataset(), batch_size=32, shuffle=True, collate_fn=collate)
model = TinyEncoder()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
step_fn = torch.compile(model, backend="aot_eager", dynamic=False)
loss_fn = nn.CrossEntropyLoss()

WARMUP = 3
for step, (x, y) in enumerate(loader):
    if step == WARMUP:
        # compiled graphs are warm; any recompilation from here on is a performance bug
        torch.compiler.set_stance("fail_on_recompile")
        print(f"warmup done after {WARMUP} steps, set_stance('fail_on_recompile')")
    loss = loss_fn(step_fn(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} batch shape {tuple(x.shape)} loss {loss.item():.4f}")
