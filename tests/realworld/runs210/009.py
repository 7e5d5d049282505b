# Parity check for the port: train the same tiny GPT-2 from the same init and the same batches,
# reference in fp32, port in bf16 (weights and optimizer in bf16, as the target runtime does), compare losses.
import copy
import random
import torch
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
random.seed(0)
V, T, B = 128, 16, 8
# synthetic "language": a fixed random bigram table
trans = torch.softmax(torch.randn(V, V) * 3.0, dim=-1)

def batch(gen):
    x = torch.empty(B, T, dtype=torch.long)
    x[:, 0] = torch.randint(0, V, (B,), generator=gen)
    for t in range(1, T):
        x[:, t] = torch.multinomial(trans[x[:, t - 1]], 1, generator=gen).squeeze(1)
    return x

config = GPT2Config(vocab_size=V, n_positions=T, n_embd=64, n_layer=2, n_head=2, bos_token_id=0, eos_token_id=0)
ref = GPT2LMHeadModel(config)
port = copy.deepcopy(ref).to(torch.bfloat16)
opt_ref = torch.optim.AdamW(ref.parameters(), lr=1e-4, weight_decay=0.01)
opt_port = torch.optim.AdamW(port.parameters(), lr=1e-4, weight_decay=0.01)
print(f"reference dtype {next(ref.parameters()).dtype}, port dtype {next(port.parameters()).dtype}")

gen = torch.Generator().manual_seed(1)
for step in range(401):
    x = batch(gen)
    l_ref = ref(input_ids=x, labels=x).loss
    l_ref.backward()
    opt_ref.step()
    opt_ref.zero_grad()
    l_port = port(input_ids=x, labels=x).loss
    l_port.backward()
    opt_port.step()
    opt_port.zero_grad()
    if step % 25 == 0:
        print(f"step {step:4d} | ref_loss {l_ref.item():.4f} | port_loss {l_port.float().item():.4f} | "
              f"diff {abs(l_ref.item() - l_port.float().item()):.4f}")
