import math
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_scheduler

torch.manual_seed(0)
cfg = dict(
    n_embd=64, n_layer=2, n_head=4, vocab_size=512, n_positions=64,
    lr=3e-4, warmup_steps=20, epochs=2, batch_size=16,
    lr_scheduler_type="cosine_with_warmup",
)
print("config:", cfg)
config = GPT2Config(n_embd=cfg["n_embd"], n_layer=cfg["n_layer"], n_head=cfg["n_head"],
                    vocab_size=cfg["vocab_size"], n_positions=cfg["n_positions"])
model = GPT2LMHeadModel(config)
data = torch.randint(0, cfg["vocab_size"], (512, 48))
loader = DataLoader(TensorDataset(data), batch_size=cfg["batch_size"], shuffle=True)
num_training_steps = cfg["epochs"] * len(loader)
optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["lr"])
lr_scheduler = get_scheduler(cfg["lr_scheduler_type"], optimizer=optimizer,
                             num_warmup_steps=cfg["warmup_steps"], num_training_steps=num_training_steps)
for epoch in range(cfg["epochs"]):
    for step, (batch,) in enumerate(loader):
        loss = model(input_ids=batch, labels=batch).loss
        loss.backward()
        optimizer.step(); lr_scheduler.step(); optimizer.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f} ppl {math.exp(loss.item()):.1f}")
