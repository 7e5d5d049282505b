# Memory-lean fine-tuning: cast a small GPT-2 to fp16 and train it with Adam (plain loop).
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
VOCAB, SEQ = 256, 48
cfg = GPT2Config(vocab_size=VOCAB, n_positions=64, n_embd=64, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(cfg).half()
print(f"param dtype: {next(model.parameters()).dtype}, params: {sum(p.numel() for p in model.parameters())}")

# byte-level "text": repeated short words
words = [list(w.encode()) for w in "alpha beta gamma delta epsilon zeta eta theta iota kappa".split()]
def sample():
    out = []
    while len(out) < SEQ:
        out += words[torch.randint(0, len(words), ()).item()] + [32]
    return out[:SEQ]
data = torch.tensor([sample() for _ in range(1024)])
dl = DataLoader(TensorDataset(data), batch_size=16, shuffle=True)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
model.train()
for epoch in range(2):
    for step, (ids,) in enumerate(dl):
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        gnorm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); opt.zero_grad()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f} grad_norm {gnorm.item():.4f}")
print("done")
