# Stage 1: pretrain tiny GPT-2 with 8k tokenizer; Stage 2: resume with new tokenizer (added special tokens)
import os
import torch
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
ckpt = "ckpt_004"
cfg = GPT2Config(vocab_size=8000, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for step in range(10):
    x = torch.randint(0, 8000, (8, 32))
    loss = model(input_ids=x, labels=x).loss
    loss.backward(); opt.step(); opt.zero_grad()
    print(f"stage1 step {step} loss {loss.item():.4f}")
model.save_pretrained(ckpt)
print(f"saved to {ckpt}: {sorted(os.listdir(ckpt))}")

# stage 2: tokenizer now has 8 extra special tokens
new_vocab = 8008
cfg2 = GPT2Config.from_pretrained(ckpt)
cfg2.vocab_size = new_vocab
model2 = GPT2LMHeadModel.from_pretrained(ckpt, config=cfg2)
opt2 = torch.optim.AdamW(model2.parameters(), lr=5e-4)
for step in range(10):
    x = torch.randint(0, new_vocab, (8, 32))
    loss = model2(input_ids=x, labels=x).loss
    loss.backward(); opt2.step(); opt2.zero_grad()
    print(f"stage2 step {step} loss {loss.item():.4f}")
