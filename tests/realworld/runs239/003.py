# Train a tiny T5 from scratch on a copy task (seq2seq) with a hand-written loop
import torch
from torch.utils.data import DataLoader, Dataset
from transformers import T5Config, T5ForConditionalGeneration

torch.manual_seed(0)
cfg = T5Config(vocab_size=200, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_decoder_layers=2,
               num_heads=4, pad_token_id=0, eos_token_id=1)
model = T5ForConditionalGeneration(cfg)
print(f"params: {sum(p.numel() for p in model.parameters())}")

class CopyData(Dataset):
    def __len__(self): return 512
    def __getitem__(self, i):
        g = torch.Generator().manual_seed(i)
        src = torch.randint(2, 200, (16,), generator=g)
        src = torch.cat([src, torch.tensor([1])])
        return {"input_ids": src, "labels": src.clone()}

dl = DataLoader(CopyData(), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
model.train()
for step, batch in enumerate(dl):
    out = model(input_ids=batch["input_ids"], attention_mask=torch.ones_like(batch["input_ids"]),
                labels=batch["labels"])
    out.loss.backward(); opt.step(); opt.zero_grad()
    if step % 5 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
