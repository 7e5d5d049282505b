# Port of a TF2 tf.function(jit_compile=True) text classifier to torch.compile(fullgraph=True)
import torch, torch.nn as nn, time
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
VOCAB, SEQ, D, NCLS = 1000, 32, 64, 3

class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D, padding_idx=0)
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(D, 4, 128, batch_first=True), 2)
        self.head = nn.Linear(D, NCLS)
    def forward(self, ids):
        mask = ids != 0
        h = self.enc(self.emb(ids), src_key_padding_mask=~mask)
        lengths = mask.sum(1)
        # tf.reduce_mean over valid tokens; guard for all-padding batches like the TF code did
        if lengths.min().item() == 0:
            lengths = lengths.clamp(min=1)
        pooled = (h * mask.unsqueeze(-1)).sum(1) / lengths.unsqueeze(-1)
        return self.head(pooled)

N = 1024
ids = torch.randint(1, VOCAB, (N, SEQ))
for i in range(N):
    ids[i, torch.randint(8, SEQ, (1,)).item():] = 0
labels = ids[:, 0] % NCLS
dl = DataLoader(TensorDataset(ids, labels), batch_size=32, shuffle=True, drop_last=True)

model = Classifier()
print(f"params: {sum(p.numel() for p in model.parameters())/1e3:.1f}K", flush=True)
opt = torch.optim.Adam(model.parameters(), lr=3e-4)
cmodel = torch.compile(model, fullgraph=True)

for epoch in range(2):
    t0 = time.time()
    for step, (x, y) in enumerate(dl):
        loss = nn.functional.cross_entropy(cmodel(x), y)
        opt.zero_grad(set_to_none=True); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    print(f"epoch {epoch} done in {time.time()-t0:.1f}s", flush=True)
