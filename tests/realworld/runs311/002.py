# Resume fine-tuning of a small GPT-2 from last week's checkpoint after extending the tokenizer.
import os
import torch
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
ckpt = "gpt2_small_ckpt.pt"
if not os.path.exists(ckpt):
    old = GPT2LMHeadModel(GPT2Config(vocab_size=1000, n_embd=64, n_layer=2, n_head=4, n_positions=128))
    torch.save({"model": old.state_dict(), "step": 1200}, ckpt)
    print(f"saved checkpoint {ckpt}")

# tokenizer now has 24 extra special tokens
config = GPT2Config(vocab_size=1024, n_embd=64, n_layer=2, n_head=4, n_positions=128)
model = GPT2LMHeadModel(config)
state = torch.load(ckpt, map_location="cpu")
print(f"loading checkpoint from step {state['step']}")
model.load_state_dict(state["model"])
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step in range(state["step"], state["step"] + 20):
    ids = torch.randint(0, 1024, (8, 64))
    out = model(input_ids=ids, labels=ids)
    opt.zero_grad(); out.loss.backward(); opt.step()
    print(f"step {step} loss {out.loss.item():.4f}")
