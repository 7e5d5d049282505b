# Migration parity check: same model, seed and batches; reference run (fp32, as on the old stack) vs the
# migrated recipe (weights held in bf16, as in the new stack's launch config). Losses are compared step by step.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

VOCAB, SEQ, STEPS = 256, 32, 160
g = torch.Generator().manual_seed(0)
motifs = torch.randint(0, VOCAB, (STEPS * 16, 8), generator=g)
data = motifs.repeat(1, SEQ // 8)
config = GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=128, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)


def run(dtype):
    torch.manual_seed(0)
    model = GPT2LMHeadModel(config).to(dtype)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.0)
    loader = DataLoader(TensorDataset(data), batch_size=16, shuffle=False)
    losses = []
    for step, (x,) in enumerate(loader):
        loss = model(input_ids=x, labels=x).loss
        loss.backward()
        opt.step(); opt.zero_grad()
        losses.append(loss.float().item())
    return losses


ref = run(torch.float32)
print("reference run (fp32) done")
mig = run(torch.bfloat16)
print("migrated run (bf16) done")
print(f"{'step':>5} {'ref_loss':>9} {'mig_loss':>9} {'abs_diff':>9}")
for i in range(0, STEPS, 10):
    print(f"{i:5d} {ref[i]:9.4f} {mig[i]:9.4f} {abs(ref[i] - mig[i]):9.4f}")
print(f"final {ref[-1]:9.4f} {mig[-1]:9.4f} {abs(ref[-1] - mig[-1]):9.4f}")
print(f"max abs diff over {STEPS} steps: {max(abs(a - b) for a, b in zip(ref, mig)):.4f}")
