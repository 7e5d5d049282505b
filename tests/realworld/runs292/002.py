# Resume fine-tuning of a small GPT-2 from a checkpoint written by the previous training job.
import os, torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel
torch.manual_seed(0)
ckpt = "gpt2_small_ckpt.pt"
if not os.path.exists(ckpt):
    # previous job: tokenizer had 1000 entries
    prev = GPT2LMHeadModel(GPT2Config(vocab_size=1000, n_positions=128, n_embd=64, n_layer=2, n_head=4))
    torch.save({"model": prev.state_dict(), "step": 500}, ckpt)
    print(f"wrote {ckpt}")
# this job: tokenizer extended with special tokens, padded to multiple of 64
cfg = GPT2Config(vocab_size=1024, n_positions=128, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
print(f"model params: {sum(p.numel() for p in model.parameters())}")
state = torch.load(ckpt, map_location="cpu")
print(f"loading checkpoint {ckpt} (step {state['step']})")
model.load_state_dict(state["model"])
data = TensorDataset(torch.randint(0, 1000, (64, 32)))
dl = DataLoader(data, batch_size=8, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step, (x,) in enumerate(dl):
    loss = model(input_ids=x, labels=x).loss
    loss.backward(); opt.step(); opt.zero_grad()
    print(f"step {step} loss {loss.item():.4f}")
