# Continue training a small GPT-2 LM from a checkpoint after adding special tokens for the fine-tuning task.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
base_cfg = GPT2Config(vocab_size=5000, n_positions=128, n_embd=64, n_layer=2, n_head=4)
base = GPT2LMHeadModel(base_cfg)
data = torch.randint(0, 5000, (256, 64))
loader = DataLoader(TensorDataset(data), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(base.parameters(), lr=5e-4)
for step, (x,) in enumerate(loader):
    loss = base(input_ids=x, labels=x).loss
    loss.backward(); opt.step(); opt.zero_grad()
    if step % 4 == 0:
        print(f"pretrain step {step} loss {loss.item():.4f}")
torch.save(base.state_dict(), "gpt2_base.pt")
print("saved gpt2_base.pt")

# fine-tuning stage: tokenizer got <|pad|> and <|sep|> added
ft_cfg = GPT2Config(vocab_size=5002, n_positions=128, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(ft_cfg)
state = torch.load("gpt2_base.pt", map_location="cpu")
print(f"loading {len(state)} tensors into GPT2LMHeadModel")
model.load_state_dict(state)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for step, (x,) in enumerate(loader):
    loss = model(input_ids=x, labels=x).loss
    loss.backward(); opt.step(); opt.zero_grad()
    print(f"finetune step {step} loss {loss.item():.4f}")
