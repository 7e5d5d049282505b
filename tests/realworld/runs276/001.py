# Fine-tune a small GPT-2 style LM after resizing vocabulary; resume from last checkpoint.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=1000, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
data = torch.randint(0, 1000, (64, 32))
dl = DataLoader(TensorDataset(data), batch_size=8, shuffle=True)
for step, (x,) in enumerate(dl):
    out = model(input_ids=x, labels=x)
    out.loss.backward(); opt.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f}")
torch.save(model.state_dict(), "gpt2_stage1.pt")
print("saved gpt2_stage1.pt")

# stage 2: added special tokens to tokenizer -> new vocab size
new_vocab = 1003
cfg2 = GPT2Config(vocab_size=new_vocab, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model2 = GPT2LMHeadModel(cfg2)
sd = torch.load("gpt2_stage1.pt", map_location="cpu")
model2.load_state_dict(sd)
print("resumed stage 2")
