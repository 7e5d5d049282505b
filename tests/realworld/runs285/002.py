# Reward-model training: GPT-2 backbone in bf16 to halve memory, scalar value head on the last token.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2Model

torch.manual_seed(0)

config = GPT2Config(vocab_size=1000, n_positions=128, n_embd=128, n_layer=2, n_head=4)
backbone = GPT2Model(config).to(torch.bfloat16)
value_head = nn.Linear(config.n_embd, 1)
print(f"backbone params: {sum(p.numel() for p in backbone.parameters())}, dtype {next(backbone.parameters()).dtype}")

chosen = torch.randint(0, 1000, (128, 48))
rejected = torch.randint(0, 1000, (128, 48))
loader = DataLoader(TensorDataset(chosen, rejected), batch_size=8, shuffle=True)
params = list(backbone.parameters()) + list(value_head.parameters())
opt = torch.optim.AdamW(params, lr=1e-5)


def reward(ids):
    h = backbone(input_ids=ids).last_hidden_state
    return value_head(h[:, -1]).squeeze(-1)


for epoch in range(2):
    for step, (c, r) in enumerate(loader):
        loss = -torch.nn.functional.logsigmoid(reward(c) - reward(r)).mean()
        loss.backward()
        opt.step(); opt.zero_grad()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
