# Fine-tune stage: resume a small LM from the checkpoint written by the pretraining stage
import os
import torch
from torch import nn


class TinyLM(nn.Module):
    def __init__(self, vocab_size, d_model=64, n_layers=2):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, d_model)
        self.pos = nn.Embedding(128, d_model)
        layer = nn.TransformerEncoderLayer(d_model, 4, 4 * d_model, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, n_layers)
        self.lm_head = nn.Linear(d_model, vocab_size)

    def forward(self, idx):
        pos = torch.arange(idx.shape[1])
        return self.lm_head(self.blocks(self.tok(idx) + self.pos(pos)))


torch.manual_seed(0)
# --- stage 1: pretraining with the original tokenizer (vocab 1000)
pre = TinyLM(vocab_size=1000)
opt = torch.optim.AdamW(pre.parameters(), lr=3e-4)
for step in range(30):
    x = torch.randint(0, 1000, (8, 33))
    logits = pre(x[:, :-1])
    loss = nn.functional.cross_entropy(logits.reshape(-1, 1000), x[:, 1:].reshape(-1))
    loss.backward(); opt.step(); opt.zero_grad()
    if step % 10 == 0:
        print(f"[pretrain] step {step} loss {loss.item():.4f}")
os.makedirs("ckpt", exist_ok=True)
torch.save(pre.state_dict(), "ckpt/pretrain.pt")
print("saved ckpt/pretrain.pt")

# --- stage 2: fine-tuning, tokenizer extended with domain tokens
vocab_size = 1000 + 24
model = TinyLM(vocab_size=vocab_size)
state = torch.load("ckpt/pretrain.pt", map_location="cpu")
print(f"loading {len(state)} tensors from ckpt/pretrain.pt")
model.load_state_dict(state)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for step in range(30):
    x = torch.randint(0, vocab_size, (8, 33))
    logits = model(x[:, :-1])
    loss = nn.functional.cross_entropy(logits.reshape(-1, vocab_size), x[:, 1:].reshape(-1))
    loss.backward(); opt.step(); opt.zero_grad()
    print(f"[finetune] step {step} loss {loss.item():.4f}")
