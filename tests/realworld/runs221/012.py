# Tiny GPT-2 language model trained with accelerate on CPU, gradient accumulation and a linear schedule.
import torch
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

accelerator = Accelerator(cpu=True, gradient_accumulation_steps=2)
torch.manual_seed(0)
# synthetic corpus: arithmetic-progression token sequences (learnable next-token rule)
starts = torch.randint(0, 200, (600, 1)); steps = torch.randint(1, 4, (600, 1))
seqs = (starts + steps * torch.arange(32)) % 256
loader = DataLoader(TensorDataset(seqs), batch_size=16, shuffle=True)
cfg = GPT2Config(vocab_size=256, n_positions=32, n_embd=64, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
sched = get_linear_schedule_with_warmup(opt, 10, 3 * len(loader) // 2)
model, opt, loader, sched = accelerator.prepare(model, opt, loader, sched)
step = 0
for epoch in range(3):
    model.train()
    for (batch,) in loader:
        with accelerator.accumulate(model):
            loss = model(input_ids=batch, labels=batch).loss
            accelerator.backward(loss)
            opt.step(); sched.step(); opt.zero_grad()
        step += 1
        if step % 20 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
accelerator.wait_for_everyone()
accelerator.save_model(model, "gpt2-tiny-out")
accelerator.print("done, saved to gpt2-tiny-out")
