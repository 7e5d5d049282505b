# Train a tiny GPT-2 on cyclic token sequences, then check greedy generation continues the cycle.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel
torch.manual_seed(0)
base = torch.arange(48) % 12 + 2
seqs = torch.stack([torch.roll(base, int(s)) for s in torch.randint(0, 12, (512,))])
dl = DataLoader(TensorDataset(seqs), batch_size=16, shuffle=True)
model = GPT2LMHeadModel(GPT2Config(vocab_size=32, n_positions=64, n_embd=64, n_layer=2, n_head=4,
                                   bos_token_id=0, eos_token_id=1, pad_token_id=1))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
step = 0
for epoch in range(3):
    for (x,) in dl:
        loss = model(input_ids=x, labels=x).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 10 == 0: print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
        step += 1
model.eval()
prompt = torch.tensor([[5, 6, 7, 8]])
out = model.generate(prompt, max_new_tokens=12, do_sample=False, attention_mask=torch.ones_like(prompt))
print("prompt:", prompt.tolist()[0]); print("generated:", out[0, 4:].tolist())
