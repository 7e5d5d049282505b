# Port check: re-implementation of the reference fine-tuning loop, compared step by step against
# the loss curve saved by the reference run (reference_losses.json).
import json, os, torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

def build():
    torch.manual_seed(1234)
    cfg = BertConfig(vocab_size=200, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, num_labels=2, hidden_dropout_prob=0.0,
                     attention_probs_dropout_prob=0.0)
    model = BertForSequenceClassification(cfg)
    g = torch.Generator().manual_seed(0)
    ids = torch.randint(1, 200, (320, 16), generator=g)
    y = (ids[:, 1] > 100).long()
    dl = DataLoader(TensorDataset(ids, y), batch_size=16, shuffle=False)
    return model, dl

def run(make_opt, steps=60):
    model, dl = build(); opt = make_opt(model); losses = []
    it = iter(dl)
    for step in range(steps):
        try: ids, y = next(it)
        except StopIteration: it = iter(dl); ids, y = next(it)
        loss = model(input_ids=ids, labels=y).loss
        loss.backward(); opt.step(); opt.zero_grad()
        losses.append(loss.item())
    return losses

ref_path = "reference_losses.json"
if not os.path.exists(ref_path):
    ref = run(lambda m: torch.optim.AdamW(m.parameters(), lr=1e-3, weight_decay=0.1, eps=1e-8))
    json.dump(ref, open(ref_path, "w"))
    print(f"saved reference curve to {ref_path}")
ref = json.load(open(ref_path))

port = run(lambda m: torch.optim.Adam(m.parameters(), lr=1e-3, weight_decay=0.1, eps=1e-8))
worst = 0.0
for step, (a, b) in enumerate(zip(port, ref)):
    diff = abs(a - b); worst = max(worst, diff)
    if step % 5 == 0 or step == len(port) - 1:
        print(f"step {step:3d} port_loss {a:.6f} ref_loss {b:.6f} abs_diff {diff:.6f}")
print(f"max abs diff over {len(port)} steps: {worst:.6f} (tolerance 1e-3)")
