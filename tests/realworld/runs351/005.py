# Sequence classifier; forward was ported from a jax.jit-ed Flax module and is compiled
# as one graph with torch.compile(fullgraph=True), the way the JAX version was jitted.
import time
import torch
import torch.nn as nn

torch.manual_seed(0)
VOCAB, D, T, B = 200, 64, 24, 16


class SeqClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D, padding_idx=0)
        self.enc = nn.TransformerEncoder(
            nn.TransformerEncoderLayer(D, 4, 128, dropout=0.0, batch_first=True), num_layers=2)
        self.head = nn.Linear(D, 2)

    def forward(self, tokens):
        mask = tokens == 0
        h = self.enc(self.emb(tokens), src_key_padding_mask=mask)
        # mean over non-pad positions
        lengths = (~mask).sum(1)
        if (lengths == 0).any():
            lengths = lengths.clamp(min=1)
        pooled = (h * (~mask).unsqueeze(-1)).sum(1) / lengths.unsqueeze(-1)
        return self.head(pooled)


def batch():
    tokens = torch.randint(1, VOCAB, (B, T))
    lens = torch.randint(4, T + 1, (B,))
    tokens[torch.arange(T)[None, :] >= lens[:, None]] = 0
    labels = (tokens[:, 0] % 2)
    return tokens, labels


model = SeqClassifier()
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
print(f"params: {sum(p.numel() for p in model.parameters())}")
cmodel = torch.compile(model, fullgraph=True)
print("compiling model (fullgraph=True)")
t0 = time.time()
for step in range(30):
    tokens, labels = batch()
    loss = nn.functional.cross_entropy(cmodel(tokens), labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step == 0:
        print(f"first step (incl. compile) {time.time() - t0:.1f}s")
    if step % 10 == 0:
        print(f"step {step} loss {loss.item():.4f}")
