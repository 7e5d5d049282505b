"""Tiny GPT-2 LM on synthetic sequences, training loop on Accelerate."""
import torch
from accelerate import Accelerator
from torch.utils.data import DataLoader, Dataset
from transformers import GPT2Config, GPT2LMHeadModel, get_cosine_schedule_with_warmup

torch.manual_seed(0)

CONFIG = {
    "model": {"vocab_size": 500, "n_positions": 64, "n_embd": 64, "n_layer": 2, "n_head": 4},
    "accelerator": {"mixed_precision": "no", "gradient_accumulation_steps": 2},
    "train": {"batch_size": 16, "lr": 2e-3, "epochs": 3, "warmup": 10},
}


class Seqs(Dataset):
    def __init__(self, n=512, length=32, vocab=500):
        base = torch.randint(0, vocab, (n, 1))
        self.ids = (base + torch.arange(length)) % vocab

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "labels": self.ids[i]}


model = GPT2LMHeadModel(GPT2Config(**CONFIG["model"]))
print(f"model parameters: {sum(p.numel() for p in model.parameters()):,}")
dl = DataLoader(Seqs(), batch_size=CONFIG["train"]["batch_size"], shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=CONFIG["train"]["lr"])
total = len(dl) * CONFIG["train"]["epochs"] // CONFIG["accelerator"]["gradient_accumulation_steps"]
sched = get_cosine_schedule_with_warmup(opt, CONFIG["train"]["warmup"], total)

accelerator = Accelerator(**CONFIG["accelerator"])
model, opt, dl, sched = accelerator.prepare(model, opt, dl, sched)
for epoch in range(CONFIG["train"]["epochs"]):
    tot = 0.0
    for step, batch in enumerate(dl):
        with accelerator.accumulate(model):
            loss = model(**batch).loss
            accelerator.backward(loss)
            opt.step(); sched.step(); opt.zero_grad()
        tot += loss.item()
        if step % 8 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    accelerator.print(f"epoch {epoch} mean loss {tot / len(dl):.4f}")
accelerator.print("training complete")
