# Character LM: small Transformer block compiled with torch.compile; batches padded to the longest sequence
import random, torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader

random.seed(0); torch.manual_seed(0)
V = 64
class Lines(Dataset):
    def __init__(self, n=480):
        self.seqs = [torch.randint(1, V, (random.randint(8, 64),)) for _ in range(n)]
    def __len__(self): return len(self.seqs)
    def __getitem__(self, i): return self.seqs[i]
def collate(b): return nn.utils.rnn.pad_sequence(b, batch_first=True, padding_value=0)

class TinyLM(nn.Module):
    def __init__(self, d=64):
        super().__init__()
        self.emb = nn.Embedding(V, d); self.pos = nn.Embedding(128, d)
        self.blk = nn.TransformerEncoderLayer(d, 4, 128, batch_first=True, norm_first=True)
        self.out = nn.Linear(d, V)
    def forward(self, x):
        T = x.size(1)
        mask = nn.Transformer.generate_square_subsequent_mask(T)
        h = self.emb(x) + self.pos(torch.arange(T))
        return self.out(self.blk(h, src_mask=mask, is_causal=True))

model = TinyLM()
cmodel = torch.compile(model, backend="aot_eager", dynamic=False)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
dl = DataLoader(Lines(), batch_size=16, shuffle=True, collate_fn=collate)
import time
for epoch in range(2):
    t0 = time.time(); tot = 0.0
    for step, x in enumerate(dl):
        logits = cmodel(x[:, :-1])
        loss = nn.functional.cross_entropy(logits.reshape(-1, V), x[:, 1:].reshape(-1), ignore_index=0)
        opt.zero_grad(); loss.backward(); opt.step(); tot += loss.item()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} seq_len {x.size(1)} loss {loss.item():.4f}", flush=True)
    print(f"epoch {epoch} mean loss {tot/len(dl):.4f} time {time.time()-t0:.1f}s", flush=True)
