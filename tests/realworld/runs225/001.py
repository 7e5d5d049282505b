import torch
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
# stage 1: pretrain a tiny GPT-2 on the old tokenizer
cfg = GPT2Config(vocab_size=1000, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step in range(20):
    ids = torch.randint(0, 1000, (8, 32))
    out = model(input_ids=ids, labels=ids)
    out.loss.backward(); opt.step(); opt.zero_grad()
    if step % 5 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
torch.save(model.state_dict(), "gpt2_tiny.pt")
print("saved checkpoint gpt2_tiny.pt")

# stage 2: fine-tune with the new tokenizer (added special tokens)
new_vocab = 1000 + 8
cfg2 = GPT2Config(vocab_size=new_vocab, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model2 = GPT2LMHeadModel(cfg2)
state = torch.load("gpt2_tiny.pt", map_location="cpu")
model2.load_state_dict(state)
print("loaded checkpoint")
