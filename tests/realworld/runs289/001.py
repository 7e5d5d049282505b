import os, torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
BASE_VOCAB = 512
SPECIAL_TOKENS = ["<|pad|>", "<|sep|>", "<|user|>", "<|assistant|>"]
CKPT = "stage1_lm.pt"

def make_model(vocab_size):
    cfg = GPT2Config(vocab_size=vocab_size, n_positions=64, n_embd=64, n_layer=2, n_head=4)
    return GPT2LMHeadModel(cfg)

def train(model, loader, steps, lr, tag):
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    model.train()
    step = 0
    while step < steps:
        for (x,) in loader:
            out = model(input_ids=x, labels=x)
            out.loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); opt.zero_grad()
            step += 1
            if step % 10 == 0:
                print(f"[{tag}] step {step}/{steps} loss {out.loss.item():.4f}")
            if step >= steps:
                break
    return model

# ---- stage 1: LM pretraining on the base vocabulary
data = torch.randint(0, BASE_VOCAB, (256, 32))
loader = DataLoader(TensorDataset(data), batch_size=16, shuffle=True)
model = make_model(BASE_VOCAB)
print(f"stage 1: params {sum(p.numel() for p in model.parameters())/1e6:.2f}M")
train(model, loader, 40, 5e-4, "stage1")
torch.save({"model": model.state_dict(), "vocab_size": BASE_VOCAB}, CKPT)
print(f"saved {CKPT}")

# ---- stage 2: chat fine-tuning with extra special tokens
vocab_size = BASE_VOCAB + len(SPECIAL_TOKENS)
print(f"stage 2: vocab {BASE_VOCAB} + {len(SPECIAL_TOKENS)} special tokens = {vocab_size}")
model = make_model(vocab_size)
state = torch.load(CKPT, map_location="cpu")
model.load_state_dict(state["model"])
print("resumed from", CKPT)
chat = torch.randint(0, vocab_size, (128, 32))
train(model, DataLoader(TensorDataset(chat), batch_size=16, shuffle=True), 20, 1e-4, "stage2")
