# Train a tiny GPT-2 inside a training wrapper, export a HF-style checkpoint dir, reload with from_pretrained for eval
import math, os
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
VOCAB, SEQ = 256, 32
OUT_DIR = "ckpt_005"


def markov_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    nxt = torch.randint(0, VOCAB, (VOCAB, 4), generator=torch.Generator().manual_seed(7))
    seqs = torch.empty(n, SEQ + 1, dtype=torch.long)
    seqs[:, 0] = torch.randint(0, VOCAB, (n,), generator=g)
    for t in range(SEQ):
        choice = torch.randint(0, 4, (n,), generator=g)
        seqs[:, t + 1] = nxt[seqs[:, t], choice]
    return TensorDataset(seqs)


class LMTrainingModule(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.model = GPT2LMHeadModel(cfg)

    def forward(self, ids):
        return self.model(input_ids=ids, labels=ids).loss


cfg = GPT2Config(vocab_size=VOCAB, n_positions=64, n_embd=96, n_layer=2, n_head=4,
                 bos_token_id=0, eos_token_id=0)
module = LMTrainingModule(cfg)
opt = torch.optim.AdamW(module.parameters(), lr=1e-3)
train_dl = DataLoader(markov_data(2048, 1), batch_size=32, shuffle=True)
for epoch in range(2):
    for step, (ids,) in enumerate(train_dl):
        loss = module(ids)
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 16 == 0:
            print(f"epoch {epoch} step {step} train_loss {loss.item():.4f}")

os.makedirs(OUT_DIR, exist_ok=True)
cfg.save_pretrained(OUT_DIR)
torch.save(module.state_dict(), os.path.join(OUT_DIR, "pytorch_model.bin"))
print(f"saved checkpoint to {OUT_DIR}: {sorted(os.listdir(OUT_DIR))}")

# ---- evaluation, as run by the downstream eval job ----
model = GPT2LMHeadModel.from_pretrained(OUT_DIR)
model.eval()
eval_dl = DataLoader(markov_data(512, 2), batch_size=64)
tot = n = 0
with torch.no_grad():
    for (ids,) in eval_dl:
        tot += model(input_ids=ids, labels=ids).loss.item() * len(ids)
        n += len(ids)
print(f"eval_loss {tot/n:.4f} eval_ppl {math.exp(tot/n):.2f}")
