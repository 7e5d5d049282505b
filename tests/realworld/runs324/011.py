# Tiny GPT-2 language model trained with accelerate on synthetic repeating sequences.
import torch
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

torch.manual_seed(0)
accelerator = Accelerator(gradient_accumulation_steps=2)
config = GPT2Config(vocab_size=64, n_positions=64, n_embd=64, n_layer=2, n_head=4,
                    bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(config)
base = torch.randint(0, 64, (512, 8))
ids = base.repeat(1, 4)  # period-8 sequences of length 32
dl = DataLoader(TensorDataset(ids), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
epochs = 8
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=20, num_training_steps=epochs * len(dl) // 2)
model, opt, dl, sched = accelerator.prepare(model, opt, dl, sched)
accelerator.print(f"params {sum(p.numel() for p in model.parameters())/1e3:.1f}k, steps/epoch {len(dl)}")
for epoch in range(epochs):
    model.train(); tot = 0.0
    for step, (batch,) in enumerate(dl):
        with accelerator.accumulate(model):
            out = model(input_ids=batch, labels=batch)
            accelerator.backward(out.loss)
            accelerator.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); sched.step(); opt.zero_grad()
        tot += out.loss.item()
        if step % 8 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    accelerator.print(f"epoch {epoch} mean_loss {tot/len(dl):.4f}")
accelerator.print("training done")
