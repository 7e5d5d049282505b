# Small causal LM trained on token ids generated on the fly and stored in a float buffer.
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset
from transformers import GPT2Config, GPT2LMHeadModel


class SyntheticTokens(Dataset):
    def __init__(self, n=512, seq_len=64, vocab=500):
        rng = np.random.default_rng(0)
        # preallocated buffer of token ids, written by a simple markov generator
        self.data = np.zeros((n, seq_len), dtype=np.float32)
        for i in range(n):
            t = rng.integers(0, vocab)
            for j in range(seq_len):
                self.data[i, j] = t
                t = (t * 7 + rng.integers(0, 3)) % vocab

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return torch.from_numpy(self.data[i])


config = GPT2Config(vocab_size=500, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(config)
print(f"model parameters: {sum(p.numel() for p in model.parameters())/1e6:.2f}M")
loader = DataLoader(SyntheticTokens(), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for step, ids in enumerate(loader):
    print(f"batch {step} input shape {tuple(ids.shape)}")
    out = model(input_ids=ids, labels=ids)
    out.loss.backward()
    opt.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f}")
