import torch
from torch.utils.data import TensorDataset, DataLoader
from accelerate import Accelerator
from accelerate.utils import set_seed
from transformers import GPT2Config, GPT2LMHeadModel

def run(mixed_precision):
    set_seed(0)
    acc = Accelerator(mixed_precision=mixed_precision, cpu=True) if mixed_precision else None
    cfg = GPT2Config(vocab_size=1024, n_positions=64, n_embd=128, n_layer=3, n_head=4, bos_token_id=0, eos_token_id=0)
    model = GPT2LMHeadModel(cfg)
    g = torch.Generator().manual_seed(7)
    # synthetic token stream with a repeating structure
    base = torch.randint(0, 1024, (64,), generator=g)
    seqs = torch.stack([torch.roll(base, int(s)) for s in torch.randint(0, 64, (512,), generator=g)])
    loader = DataLoader(TensorDataset(seqs), batch_size=16, shuffle=False)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
    if acc is not None:
        model, opt, loader = acc.prepare(model, opt, loader)
    losses = []
    for epoch in range(2):
        for (xb,) in loader:
            out = model(input_ids=xb, labels=xb)
            (acc.backward(out.loss) if acc else out.loss.backward()); opt.step(); opt.zero_grad()
            losses.append(out.loss.item())
    return losses

ref = run(None)      # reference: original plain PyTorch loop (fp32)
mig = run("bf16")    # migrated accelerate script
print("step  ref_fp32   bf16     abs_diff")
for i in range(0, len(ref), 4):
    print(f"{i:4d}  {ref[i]:.5f}  {mig[i]:.5f}  {abs(ref[i]-mig[i]):.5f}")
print(f"final  ref {ref[-1]:.5f}  migrated {mig[-1]:.5f}  rel_diff {abs(ref[-1]-mig[-1])/ref[-1]:.3%}")
