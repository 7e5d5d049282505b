# Migration check: replay the reference GPT-2 (fp32) fine-tuning and the migrated training loop on the same data and seed.
import copy, torch
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=256, n_positions=64, n_embd=64, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0,
                 resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
init = GPT2LMHeadModel(cfg)
STEPS, BS, SEQ = 60, 8, 48
g = torch.Generator().manual_seed(123)
# synthetic "counting" corpus: each row counts up from a random start with a random stride 1..3
batches = []
for _ in range(STEPS):
    start = torch.randint(0, 256, (BS, 1), generator=g)
    stride = torch.randint(1, 4, (BS, 1), generator=g)
    batches.append((start + stride * torch.arange(SEQ)) % 256)

def run(model, autocast_dtype=None):
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0)
    losses = []
    for x in batches:
        with torch.autocast("cpu", dtype=autocast_dtype, enabled=autocast_dtype is not None):
            loss = model(input_ids=x, labels=x).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); opt.zero_grad()
        losses.append(loss.item())
    return losses

ref = run(copy.deepcopy(init))                              # reference: HF baseline settings
mig = run(copy.deepcopy(init).to(torch.bfloat16))               # migrated training loop (model stored in bf16 like the target setup)
print(f"{'step':>4} {'ref_loss':>10} {'migrated_loss':>14} {'abs_diff':>10} {'rel_diff':>10}")
for i, (a, b) in enumerate(zip(ref, mig)):
    if i % 5 == 0 or i == STEPS - 1:
        print(f"{i:4d} {a:10.5f} {b:14.5f} {abs(a-b):10.5f} {abs(a-b)/abs(a):10.5f}")
rel = [abs(a - b) / abs(a) for a, b in zip(ref, mig)]
print(f"max rel diff {max(rel):.5f} at step {rel.index(max(rel))}; final ref {ref[-1]:.5f} migrated {mig[-1]:.5f}")
